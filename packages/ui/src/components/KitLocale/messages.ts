import { BIRTHDAY_FIELD_WORDS, type BirthdayFieldWords } from '../BirthdayField/words';
import { BREADCRUMB_WORDS, type BreadcrumbWords } from '../Breadcrumb/words';
import { CAROUSEL_WORDS, type CarouselWords } from '../Carousel/words';
import { COPY_BUTTON_WORDS, type CopyButtonWords } from '../CopyButton/words';
import { COUNTER_WORDS, type CounterWords } from '../Counter/words';
import { DIALOG_WORDS, type DialogWords } from '../Dialog/words';
import { FILES_FIELD_WORDS, type FilesFieldWords } from '../FilesField/words';
import { FORM_WORDS, type FormWords } from '../Form/words';
import { FREE_SHIPPING_PROGRESS_WORDS, type FreeShippingProgressWords } from '../FreeShippingProgress/words';
import { LINK_WORDS, type LinkWords } from '../Link/words';
import { LOADING_BAR_WORDS, type LoadingBarWords } from '../LoadingBar/words';
import { OPENING_HOURS_TAG_WORDS, type OpeningHoursTagWords } from '../OpeningHoursTag/words';
import { PASSWORD_FIELD_WORDS, type PasswordFieldWords } from '../PasswordField/words';
import { PHONE_FIELD_WORDS, type PhoneFieldWords } from '../PhoneField/words';
import { PRICE_WORDS, type PriceWords } from '../Price/words';
import { RATING_WORDS, type RatingWords } from '../Rating/words';
import { STATUS_BADGE_WORDS, type StatusBadgeWords } from '../StatusBadge/words';
import { VIDEO_EMBED_WORDS, type VideoEmbedWords } from '../VideoEmbed/words';

/** The languages the kit writes its own words in: French, Belgian Dutch. */
export type KitLocale = 'fr' | 'nl';

/*
 * Every word the kit writes or names for screen readers on its own, never hard-coded in a
 * component (ADR 0019): French, and Belgian Dutch (nl-BE, « u »). Words with values are small functions. A
 * component's label prop, when given, wins over these defaults.
 *
 * French: one table per component, in the component's folder (`words.ts`), so a page's chunks
 * carry only the words of the components they hold (the catalogue pages' JS budget);
 * `kitMessagesFr()` puts them together. Dutch: `KIT_MESSAGES_NL` (`./nl.ts`), a module of its own.
 *
 * Not here: the words `@gamelle/domain` writes by locale itself — a price's « Gratuit », « TTC » or
 * « incl. btw » and its « € » (`formatPrice`), form errors (`FORM_MESSAGES_FR` / `FORM_MESSAGES_NL`,
 * `MESSAGES_FR` / `MESSAGES_NL`) and the French status labels (`statusBadge`, see `statuses`).
 */

/** Every word of the kit, by component (see each `…Words` interface). */
export interface KitMessages
  extends BirthdayFieldWords,
    BreadcrumbWords,
    CarouselWords,
    CopyButtonWords,
    CounterWords,
    DialogWords,
    FilesFieldWords,
    FormWords,
    FreeShippingProgressWords,
    LinkWords,
    LoadingBarWords,
    OpeningHoursTagWords,
    PasswordFieldWords,
    PhoneFieldWords,
    PriceWords,
    RatingWords,
    StatusBadgeWords,
    VideoEmbedWords {}

const ALL_WORDS = [
  BIRTHDAY_FIELD_WORDS,
  BREADCRUMB_WORDS,
  CAROUSEL_WORDS,
  COPY_BUTTON_WORDS,
  COUNTER_WORDS,
  DIALOG_WORDS,
  FILES_FIELD_WORDS,
  FORM_WORDS,
  FREE_SHIPPING_PROGRESS_WORDS,
  LINK_WORDS,
  LOADING_BAR_WORDS,
  OPENING_HOURS_TAG_WORDS,
  PASSWORD_FIELD_WORDS,
  PHONE_FIELD_WORDS,
  PRICE_WORDS,
  RATING_WORDS,
  STATUS_BADGE_WORDS,
  VIDEO_EMBED_WORDS,
] as const;

let french: KitMessages | undefined;

/**
 * The kit's default words, French: every component's table in one, put together when first read,
 * so a bundle that never reads it keeps only the tables of the components its page uses. Dutch is
 * `KIT_MESSAGES_NL` (`./nl.ts`), given to `KitLocaleProvider` by a Dutch page.
 */
export function kitMessagesFr(): KitMessages {
  french ??= Object.assign({}, ...ALL_WORDS) as KitMessages;
  return french;
}

/**
 * Words a brand puts in place of the kit's defaults: any of them; a table (`statuses`,
 * `countries`) is merged entry by entry, a list (`weekdays`) replaced whole.
 */
export type KitMessagesOverride = {
  [K in keyof KitMessages]?: KitMessages[K] extends (...args: never[]) => unknown
    ? KitMessages[K]
    : KitMessages[K] extends readonly unknown[]
      ? KitMessages[K]
      : KitMessages[K] extends object
        ? Partial<KitMessages[K]>
        : KitMessages[K];
};

const isTable = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `base` with `override`'s words in place, tables merged entry by entry. With `known`, only the
 * keys `base` has are taken (a component's words stay its own).
 */
export function mergeKitWords<T extends object>(base: T, override: KitMessagesOverride | undefined, known = true): T {
  if (!override) return base;
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined || (known && !(key in base))) continue;
    const current = merged[key];
    merged[key] = isTable(value) && isTable(current) ? { ...current, ...value } : value;
  }
  return merged as T;
}

export type {
  BirthdayFieldWords,
  BreadcrumbWords,
  CarouselWords,
  CopyButtonWords,
  CounterWords,
  DialogWords,
  FilesFieldWords,
  FormWords,
  FreeShippingProgressWords,
  LinkWords,
  LoadingBarWords,
  OpeningHoursTagWords,
  PasswordFieldWords,
  PhoneFieldWords,
  PriceWords,
  RatingWords,
  StatusBadgeWords,
  VideoEmbedWords,
};
