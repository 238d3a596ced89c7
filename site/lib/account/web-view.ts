/**
 * The embedded view's word to the app around it (SPEC §2 embedded view): once the
 * card is saved, the page in a mobile app's web view posts this message to its parent, so the app
 * may close the view. It names the subscription only: no card detail leaves the page. The shop's own
 * origin is the only one it speaks to, the only one allowed to frame it (its CSP, the route table's
 * `frameable`).
 */
export const CARD_UPDATED = 'gamelle:payment-card-updated';

export interface CardUpdatedMessage {
  type: typeof CARD_UPDATED;
  subscription: string;
}

/** Tells the frame's parent, if the page is framed (a page opened on its own has no one to tell). */
export function tellTheApp(subscription: string, frame: Window = window): void {
  if (frame.parent === frame) return;
  const message: CardUpdatedMessage = { type: CARD_UPDATED, subscription };
  frame.parent.postMessage(message, frame.location.origin);
}

/**
 * The subscription a message says was updated, or null: a message from another origin, from
 * another frame than the expected one, or of another shape is ignored.
 */
export function cardUpdatedBy(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: { origin: string; source: MessageEventSource | null | undefined },
): string | null {
  if (event.origin !== expected.origin || !expected.source || event.source !== expected.source) return null;
  const data = event.data as Partial<CardUpdatedMessage> | null;
  if (typeof data !== 'object' || data === null || data.type !== CARD_UPDATED) return null;
  return typeof data.subscription === 'string' && data.subscription !== '' ? data.subscription : null;
}
