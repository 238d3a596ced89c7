import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type KitLocale, type KitMessages, type KitMessagesOverride, kitMessagesFr, mergeKitWords } from './messages';

export type { KitLocale } from './messages';

interface KitLocaleValue {
  locale: KitLocale;
  /** The brand's words for `locale`, if any. */
  overrides: KitMessagesOverride | undefined;
}

const KitLocaleContext = createContext<KitLocaleValue>({ locale: 'fr', overrides: undefined });

export interface KitLocaleProviderProps {
  /** The language of the kit's words below it. */
  locale: KitLocale;
  /**
   * The kit's words in `locale` in place of its French defaults: the kit's Dutch
   * (`KIT_MESSAGES_NL`, a module of its own that French pages never load), a brand's own words, or
   * both spread together; any key of `KitMessages`, a table (`statuses`, `countries`) merged entry by
   * entry. A provider inside another of the same locale keeps the outer one's words and adds its own.
   * Keep the object stable (a constant) so the kit's words are not rebuilt at every render.
   * @example <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>
   * @example <KitLocaleProvider locale="nl" messages={{ ...KIT_MESSAGES_NL, close: 'Venster sluiten' }}>
   */
  messages?: KitMessagesOverride;
  /** The part of the page in `locale`: the whole app, or a section of it. */
  children: ReactNode;
}

/**
 * The language of the kit's own words below it — a price's « TTC » or « incl. btw », « sur 5 » or
 * « op 5 », « Fermer » or « Sluiten », « (nouvel onglet) » or « (nieuw tabblad) » — for a site in
 * several languages (ADR 0019), and a brand's own wording (`messages`). French without it. Put it
 * once around a Dutch page (or a brand's app) with `KIT_MESSAGES_NL`; a French page needs none.
 * @example <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}><Price cents={2490} tax="TTC" /></KitLocaleProvider>
 */
export function KitLocaleProvider({ locale, messages, children }: KitLocaleProviderProps) {
  const outer = useContext(KitLocaleContext);
  const value = useMemo<KitLocaleValue>(() => {
    const inherited = outer.locale === locale ? outer.overrides : undefined;
    return {
      locale,
      overrides: inherited && messages ? mergeKitWords(inherited, messages, false) : (messages ?? inherited),
    };
  }, [outer, locale, messages]);
  return <KitLocaleContext.Provider value={value}>{children}</KitLocaleContext.Provider>;
}

/** The kit's language where a component renders. */
export function useKitLocale(): KitLocale {
  return useContext(KitLocaleContext).locale;
}

/**
 * One component's words where it renders: its French table with the provider's words in place.
 * What the kit's components use (each imports only its own table, so a page ships only the words
 * it shows, and Dutch only when a Dutch page gives it).
 */
export function useKitWords<T extends object>(french: T): T {
  const { overrides } = useContext(KitLocaleContext);
  return useMemo(() => mergeKitWords(french, overrides), [french, overrides]);
}

/** Every word of the kit where a component renders: the French defaults with the provider's words. */
export function useKitMessages(): KitMessages {
  return useKitWords(kitMessagesFr());
}
