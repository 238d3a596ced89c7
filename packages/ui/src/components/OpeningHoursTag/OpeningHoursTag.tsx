import { type OpeningHours, openingHoursTag, type OpeningHoursTag as Tag } from '@gamelle/domain';
import { useKitWords } from '../KitLocale/KitLocale';
import * as styles from './OpeningHoursTag.css';
import type { OpeningHoursTagWords } from './words';
import { OPENING_HOURS_TAG_WORDS } from './words';

export interface OpeningHoursTagProps {
  /** The shop's weekly hours and exceptional closings (`OpeningHours` of `@gamelle/domain`). */
  hours: OpeningHours;
  /** The instant to describe; pass it from the client after hydration to avoid a stale prerendered tag. */
  now: Date;
}

/**
 * The words of an exceptional opening, when they are the page's language's: a brand's own words
 * written before they existed (its `openUntil` and the rest, laid over the French defaults) keep
 * saying such a day as a usual opening rather than in French.
 */
function exceptionalWords(messages: OpeningHoursTagWords) {
  const french = OPENING_HOURS_TAG_WORDS;
  const ownWords = messages.openUntil !== french.openUntil;
  const ownExceptional = messages.exceptionalOpening !== french.exceptionalOpening;
  return ownWords && !ownExceptional ? undefined : messages.exceptionalOpening;
}

/**
 * The tag's words in the kit's language, from what the domain computed; it names a later day in
 * French, found back in `OPENING_HOURS_TAG_WORDS.weekdays`.
 */
function labelOf(tag: Tag, messages: OpeningHoursTagWords): string {
  const exceptional = 'exceptional' in tag && tag.exceptional ? exceptionalWords(messages) : undefined;
  if (exceptional) {
    switch (tag.kind) {
      case 'open':
        return exceptional.open(tag.closesAt);
      case 'closing_soon':
        return exceptional.closingSoon(tag.closesAt);
      case 'opening_today':
        return exceptional.opensToday(tag.opensAt);
      case 'opening_tomorrow':
        return exceptional.opensTomorrow(tag.opensAt);
      case 'opening_later':
        return exceptional.opensOn(tag.date, tag.opensAt);
    }
  }
  switch (tag.kind) {
    case 'open':
      return messages.openUntil(tag.closesAt);
    case 'closing_soon':
      return messages.closingSoon(tag.closesAt);
    case 'opening_today':
      return messages.opensToday(tag.opensAt);
    case 'opening_tomorrow':
      return messages.opensTomorrow(tag.opensAt);
    case 'opening_later': {
      const day = OPENING_HOURS_TAG_WORDS.weekdays.indexOf(tag.weekday);
      return messages.opensOn(messages.weekdays[day] ?? tag.weekday, tag.opensAt);
    }
    case 'exceptional_closing':
      return messages.exceptionalClosing(tag.from, tag.to);
    default:
      return messages.closed;
  }
}

/**
 * « Ouvert · jusqu’à 19h00 », « Ferme bientôt », « Fermé · ouvre demain à 09h30 », exceptional
 * closings and openings (SPEC §4); « Open · tot 19.00 uur » in Dutch (`KitLocaleProvider`). Use it next to a
 * shop's or the customer service's hours; `data-kind` tells which case it shows.
 * @example <OpeningHoursTag hours={shop.openingHours} now={new Date()} />
 */
export function OpeningHoursTag({ hours, now }: OpeningHoursTagProps) {
  const messages = useKitWords(OPENING_HOURS_TAG_WORDS);
  const tag = openingHoursTag(hours, now);
  const state = tag.kind === 'open' ? 'open' : tag.kind === 'closing_soon' ? 'soon' : 'closed';
  return (
    <span className={styles.tag({ state })} data-kind={tag.kind}>
      {labelOf(tag, messages)}
    </span>
  );
}
