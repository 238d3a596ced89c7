/** What the page and the tracking client both name: the events of SPEC §7, the marketing actions of §9. */

/** Marketing actions of SPEC §9 the page may act on (`gamelle:marketing`, detail `{ name, data }`). */
export const MARKETING_EVENT = 'gamelle:marketing';

/** Tracking events of SPEC §7. */
export type TrackedEvent =
  | 'page_view'
  | 'view_cart'
  | 'view_item'
  | 'add_to_cart'
  | 'login'
  | 'item-list'
  | 'exit_intent'
  | 'abtests'
  | 'init';
