import { href } from '@gamelle/domain';
import type { PageContextServer } from 'vike/types';
import { contentClient } from '../../../lib/api/services.server';
import { orNotFound } from '../../../lib/catalogue/catalogue.server';
import { longDate } from '../../../lib/i18n/dates';
import { i18nOf } from '../../../lib/i18n/i18n';
import { pageLocale } from '../../../lib/i18n/locale';
import { crumbsFromHome } from '../../../lib/page/breadcrumb';
import { loadLayoutData } from '../../../lib/page/layout-data.server';

export type Data = Awaited<ReturnType<typeof data>>;

/** One shop with its weekly hours and exceptions (dates in words at build, the same in every browser). */
export async function data(pageContext: PageContextServer) {
  // The page's language first: its words and the content system's answers (ADR 0019).
  const locale = pageLocale(pageContext);
  const { t } = i18nOf(locale);
  const slug = pageContext.routeParams.shop ?? '';
  const [layout, shop] = await Promise.all([
    loadLayoutData(locale),
    orNotFound(() => contentClient(locale).getShop(slug)),
  ]);
  return {
    ...layout,
    breadcrumb: crumbsFromHome(locale, { label: t('shops.title'), href: href.shops() }, { label: shop.name }),
    shop,
    exceptions: shop.openingHours.exceptions.map((e) => ({
      ...e,
      fromLabel: longDate(`${e.from}T00:00:00Z`, 'UTC', locale),
      toLabel: e.to && e.to !== e.from ? longDate(`${e.to}T00:00:00Z`, 'UTC', locale) : null,
    })),
  };
}
