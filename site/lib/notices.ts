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
