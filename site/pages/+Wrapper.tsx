import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { LocaleProvider } from '../lib/i18n/i18n-context';
import { pageLocale } from '../lib/i18n/locale';

/**
 * Around every page and its layout: the page's language from Vike's `pageContext` (set by routing
 * from the path, SPEC §9), given to every component through React (ADR 0019).
 */
export default function Wrapper({ children }: { children: ReactNode }) {
  return <LocaleProvider locale={pageLocale(usePageContext())}>{children}</LocaleProvider>;
}
