/** Page-change notifications from Vike's transition hooks to the layout's loading bar (SPEC §2). */
export const NAVIGATION_EVENT = 'gamelle:navigation';

export function announceNavigation(active: boolean): void {
  window.dispatchEvent(new CustomEvent<boolean>(NAVIGATION_EVENT, { detail: active }));
}

export function onNavigation(listener: (active: boolean) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<boolean>).detail);
  window.addEventListener(NAVIGATION_EVENT, handler);
  return () => window.removeEventListener(NAVIGATION_EVENT, handler);
}

/**
 * After a page change made in the browser (WCAG 2.4.3): the focus goes to the new
 * page's main title, as GOV.UK and React Router's accessibility guidance do, so that a screen reader
 * says where the shopper arrived and the next Tab starts from the page's content, not from the link
 * of the page left (gone with it). A link to a place in the page (`#…`) keeps the browser's own
 * behaviour; the title is focusable from the script only (`tabindex="-1"`), never by Tab.
 */
export function focusNewPage(doc: Document = document): void {
  if (doc.defaultView?.location.hash) return;
  const title = doc.querySelector<HTMLElement>('main h1');
  if (!title) return;
  // The shopper (or the page) already put the focus in the new page's content: it stays there.
  if (doc.activeElement && doc.activeElement !== doc.body && title.closest('main')?.contains(doc.activeElement)) return;
  if (!title.hasAttribute('tabindex')) title.setAttribute('tabindex', '-1');
  title.focus({ preventScroll: true });
}
