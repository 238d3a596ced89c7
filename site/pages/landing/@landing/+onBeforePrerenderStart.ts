import { DEFAULT_LOCALE, href } from '@gamelle/domain';
import { contentClient } from '../../../lib/api/services.server';

/** Every landing page of the content system. */
export async function onBeforePrerenderStart() {
  const landings = await contentClient(DEFAULT_LOCALE).listLandings();
  return landings.map((landing) => href.landing({ landing: landing.key }));
}
