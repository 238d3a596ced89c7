import { DEFAULT_LOCALE } from '@gamelle/domain';
import { currentSession } from './session';
import type { TrackedEvent } from './track';

/** The shop's name in every event (SPEC §7 `app_name`). */
const APP_NAME = 'gamelle-site';
/** Marketing actions of SPEC §9 the page may act on (`gamelle:marketing`, detail `{ name, data }`). */
export const MARKETING_EVENT = 'gamelle:marketing';

/**
 * The tracking client (SPEC §7): a POST to the service's root with the event, `app_name`,
 * `abtests`, the client's kind (SPEC §6: Connected or Non-connected), credentials included and the
 * locale in the query; the answer maps action names to data, each dispatched to the page. A
 * failure is written to the console as a warning and ignored: measuring never stops a shopper.
 */
export async function send(event: TrackedEvent, payload: Record<string, unknown>): Promise<void> {
  try {
    const response = await fetch(`${import.meta.env.GAMELLE_TRACKING_URL}?locale=${DEFAULT_LOCALE}`, {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        event,
        app_name: APP_NAME,
        abtests: [],
        connection: currentSession() ? 'Connected' : 'Non-connected',
        ...payload,
      }),
    });
    if (!response.ok) throw new Error(`statut ${response.status}`);
    const actions = (await response.json()) as Record<string, unknown>;
    for (const [name, data] of Object.entries(actions ?? {})) {
      window.dispatchEvent(new CustomEvent(MARKETING_EVENT, { detail: { name, data } }));
    }
  } catch (error) {
    console.warn(`Suivi : l’événement ${event} n’a pas pu être envoyé (${(error as Error).message}).`);
  }
}
