import type { Locale } from '@gamelle/domain';
import { translate } from '../i18n/i18n';

/** One step of a page's breadcrumb; the last one, the current page, has no link. */
export interface Crumb {
  label: string;
  href?: string;
}

/** A breadcrumb starting at the home page. */
export function crumbsFromHome(locale: Locale, ...rest: Crumb[]): Crumb[] {
  return [{ label: translate(locale, 'layout.breadcrumb.home'), href: '/' }, ...rest];
}

/** schema.org BreadcrumbList of a breadcrumb, with absolute URLs (SPEC §2 page head). */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string, currentPath: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: `${origin}${crumb.href ?? currentPath}`,
    })),
  };
}
