import { contentClient } from '../../../lib/services.server';

/** Every landing page of the content system. */
export async function onBeforePrerenderStart() {
  const landings = await contentClient().listLandings();
  return landings.map((landing) => `/landing/${landing.key}/`);
}
