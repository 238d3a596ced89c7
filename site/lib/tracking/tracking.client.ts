import { requestJson } from '@gamelle/api-client';
import { trackingClientType } from '@gamelle/domain';
import { documentLocale } from '../i18n/locale';
import { readProfile } from '../session/profile.client';
import { currentSession, isSignedIn } from '../session/session';
import { readAbTests, storeAbTests } from './abtests';
import { consentedTo } from './consent';
import { MARKETING_EVENT, type TrackedEvent } from './events';
import { forwardToTagManager, loadTagManager } from './tag-manager.client';

/** The shop's name in every event (SPEC §7 `app_name`). */
const APP_NAME = 'gamelle-site';
/** Campaigns reported since the last tracked event: each once (SPEC §9). */
const reported = new Set<string>();

/**
 * The visitor as SPEC §6 names them: connection Connected or Non-connected, and client type Guest
 * (not signed in), New client (signed in, no order yet) or Old client — left out when the
 * customer's profile cannot be read.
 */
async function clientKind(): Promise<{ connection: string; client_type?: string }> {
  const session = currentSession();
  if (!session || !isSignedIn()) return { connection: 'Non-connected', client_type: trackingClientType(null) };
  const profile = await readProfile(session.customer);
  return { connection: 'Connected', ...(profile ? { client_type: trackingClientType(profile) } : {}) };
}

/**
 * The tracking client (SPEC §7): a POST to the service's root with the event, `app_name`,
 * `abtests`, the visitor's connection and client type (SPEC §6), credentials included and the
 * locale in the query; the answer maps action names to data, each dispatched to the page. A
 * failure is written to the console as a warning and ignored: measuring never stops a shopper.
 */
export async function send(event: TrackedEvent, payload: Record<string, unknown>): Promise<void> {
  forwardToTagManager(event, payload);
  try {
    const client = await clientKind();
    const actions = await requestJson<Record<string, unknown> | null>(import.meta.env.GAMELLE_TRACKING_URL, {
      method: 'POST',
      locale: documentLocale(),
      credentials: 'include',
      keepalive: true,
      body: {
        event,
        app_name: APP_NAME,
        abtests: readAbTests(),
        // What the visitor agreed to, kept with the event (the tracking backend counts by consent).
        consent: { measurement: true, marketing: consentedTo('marketing') },
        ...client,
        ...payload,
      },
    });
    // A tracked event: each campaign may be reported again.
    reported.clear();
    // SPEC §9: the segments given are kept (with consent), sent back with every event.
    if (actions && 'abtest' in actions) storeAbTests(actions.abtest);
    // ADR 0018: the shop's tag manager, when it has one (named in `init`'s answer only).
    if (actions && 'tag_manager' in actions) loadTagManager((actions.tag_manager as { id?: unknown } | null)?.id);
    for (const [name, data] of Object.entries(actions ?? {})) {
      window.dispatchEvent(new CustomEvent(MARKETING_EVENT, { detail: { name, data } }));
    }
  } catch (error) {
    console.warn(`Suivi : l’événement ${event} n’a pas pu être envoyé (${(error as Error).message}).`);
  }
}

/** `POST /report/{campaign}` with `{ app_name }`, once per campaign until the next tracked event. */
export async function report(campaign: string): Promise<void> {
  if (reported.has(campaign)) return;
  reported.add(campaign);
  try {
    await requestJson(`${import.meta.env.GAMELLE_TRACKING_URL}/report/${encodeURIComponent(campaign)}`, {
      method: 'POST',
      credentials: 'include',
      body: { app_name: APP_NAME },
    });
  } catch (error) {
    console.warn(`Suivi : la campagne ${campaign} n’a pas pu être signalée (${(error as Error).message}).`);
  }
}
