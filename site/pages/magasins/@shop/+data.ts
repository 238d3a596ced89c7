import { href } from '@gamelle/domain';
import type { PageContextServer } from 'vike/types';
import { crumbsFromHome } from '../../../lib/breadcrumb';
import { orNotFound } from '../../../lib/catalogue.server';
import { longDate } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { loadLayoutData } from '../../../lib/layout-data.server';
import { setPageLocale } from '../../../lib/locale';
import { contentClient } from '../../../lib/services.server';

export type Data = Awaited<ReturnType<typeof data>>;

/** One shop with its weekly hours and exceptions (dates in words at build, the same in every browser). */
export async function data(pageContext: PageContextServer) {
  // The page's language first: its words and the content system's answers (ADR 0019).
  setPageLocale(pageContext);
  const slug = pageContext.routeParams.shop ?? '';
  const [layout, shop] = await Promise.all([loadLayoutData(), orNotFound(() => contentClient().getShop(slug))]);
  return {
    ...layout,
    breadcrumb: crumbsFromHome({ label: t('shops.title'), href: href.shops() }, { label: shop.name }),
    shop,
    exceptions: shop.openingHours.exceptions.map((e) => ({
      ...e,
      fromLabel: longDate(`${e.from}T00:00:00Z`, 'UTC'),
      toLabel: e.to && e.to !== e.from ? longDate(`${e.to}T00:00:00Z`, 'UTC') : null,
    })),
  };
}
