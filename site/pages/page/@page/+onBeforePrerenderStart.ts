import { DEFAULT_LOCALE, href } from '@gamelle/domain';
import { contentClient } from '../../../lib/api/services.server';

/** Every content page of the content system (the legal slugs of SPEC §2 among them). */
export async function onBeforePrerenderStart() {
  const pages = await contentClient(DEFAULT_LOCALE).listPages();
  return pages.map((page) => href.contentPage({ page: page.key }));
}
