import { metaDescription } from '@gamelle/domain';
import { richContentToHtml } from '@gamelle/ui/server';
import type { PageContextServer } from 'vike/types';
import { contentClient } from '../../../lib/api/services.server';
import { orNotFound } from '../../../lib/catalogue/catalogue.server';
import { pageLocale } from '../../../lib/i18n/locale';
import { plainText } from '../../../lib/i18n/text';

export type Data = Awaited<ReturnType<typeof data>>;

/** A landing page: no header or footer data, its markdown made into sanitised HTML at build. */
export async function data(pageContext: PageContextServer) {
  // The page's language first: its words and the content system's answers (ADR 0019).
  const locale = pageLocale(pageContext);
  const key = pageContext.routeParams.landing ?? '';
  const landing = await orNotFound(() => contentClient(locale).getLanding(key));
  return {
    landing: {
      key: landing.key,
      title: landing.title,
      html: richContentToHtml(landing.markdown),
      description: metaDescription(plainText(landing.markdown)),
      cta: landing.cta ?? null,
    },
  };
}
