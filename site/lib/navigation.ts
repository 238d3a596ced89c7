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
