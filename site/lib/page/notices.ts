/** Messages for the shopper that the layout shows at the top of the page (polite live region). */
export const NOTICE_EVENT = 'gamelle:notice';

export interface Notice {
  tone: 'positive' | 'critical';
  text: string;
}

export function notify(notice: Notice): void {
  window.dispatchEvent(new CustomEvent<Notice>(NOTICE_EVENT, { detail: notice }));
}

export function onNotice(listener: (notice: Notice) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<Notice>).detail);
  window.addEventListener(NOTICE_EVENT, handler);
  return () => window.removeEventListener(NOTICE_EVENT, handler);
}

/**
 * After a change that took the shopper to another page (a pet saved, then its page), the news at
 * the top and the focus on the new page's title: the button they pressed is gone with the old
 * page, and the focus must not fall back to the start of the document (WCAG 2.4.3).
 */
export function arrivedWith(notice: Notice): void {
  notify(notice);
  document.querySelector<HTMLElement>('main h1')?.focus();
}
