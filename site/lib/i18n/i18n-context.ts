import { DEFAULT_LOCALE, type Locale } from '@gamelle/domain';
import { createContext, createElement, type ReactNode, useContext } from 'react';
import { type I18n, i18nOf } from './i18n';

/**
 * The page's language in React (ADR 0019): given by `pages/+Wrapper.tsx` from Vike's
 * `pageContext.locale` (set by routing from the path, SPEC §9), the same on the server and in the
 * browser. No module holds it: the prerender may render pages of both languages side by side.
 */
const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function LocaleProvider({ locale, children }: { locale: Locale; children?: ReactNode }) {
  return createElement(LocaleContext.Provider, { value: locale }, children);
}

/** The page's language. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The page's words: `t`, `tRich`, `localHref` and `locale`, bound to the page's language. */
export function useI18n(): I18n {
  return i18nOf(useContext(LocaleContext));
}
