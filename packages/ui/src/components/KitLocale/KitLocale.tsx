import { createContext, type ReactNode, useContext } from 'react';

/** The languages the kit writes its own words in (prices, ratings): French, Belgian Dutch. */
export type KitLocale = 'fr' | 'nl';

const KitLocaleContext = createContext<KitLocale>('fr');

/**
 * The language of the kit's own words below it — a price's « TTC » or « incl. btw », « sur 5 » or
 * « op 5 » — for a site in several languages (issue 27). French without it.
 * @example <KitLocaleProvider locale="nl"><Price cents={2490} tax="TTC" /></KitLocaleProvider>
 */
export function KitLocaleProvider({ locale, children }: { locale: KitLocale; children: ReactNode }) {
  return <KitLocaleContext.Provider value={locale}>{children}</KitLocaleContext.Provider>;
}

/** The kit's language where a component renders. */
export function useKitLocale(): KitLocale {
  return useContext(KitLocaleContext);
}
