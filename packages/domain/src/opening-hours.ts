export interface TimeRange {
  open: string;
  close: string;
}

/** An exceptional closing or opening, on one date or a range of dates (SPEC §4). */
export interface ExceptionalHours {
  from: string;
  to?: string;
  closed: boolean;
  ranges?: TimeRange[];
  label?: string;
}

/** Weekly hours (weekday 1 = Monday … 7 = Sunday) and exceptions, in the shop's time zone. */
export interface OpeningHours {
  timeZone?: string;
  weekly: Array<{ weekday: number; closed?: boolean; ranges?: TimeRange[] }>;
  exceptions?: ExceptionalHours[];
}

interface NormalisedHours {
  timeZone: string;
  weekly: Array<{ weekday: number; closed: boolean; ranges: TimeRange[] }>;
  exceptions: Array<Required<Pick<ExceptionalHours, 'from' | 'closed' | 'ranges'>> & ExceptionalHours>;
}

function normalise(input: OpeningHours): NormalisedHours {
  return {
    timeZone: input.timeZone ?? 'Europe/Paris',
    weekly: input.weekly.map((d) => ({ weekday: d.weekday, closed: d.closed ?? false, ranges: d.ranges ?? [] })),
    exceptions: (input.exceptions ?? []).map((e) => ({ ...e, ranges: e.ranges ?? [] })),
  };
}

/** A shop is "closing soon" in its last hour (SPEC §4 "open and closing soon"). */
export const CLOSING_SOON_MINUTES = 60;

export type OpeningHoursTag =
  | { kind: 'open'; closesAt: string; label: string; exceptional: boolean }
  | { kind: 'closing_soon'; closesAt: string; label: string; exceptional: boolean }
  | { kind: 'opening_today'; opensAt: string; label: string; exceptional: boolean }
  | { kind: 'opening_tomorrow'; opensAt: string; label: string; exceptional: boolean }
  | { kind: 'opening_later'; opensAt: string; weekday: string; date: string; label: string; exceptional: boolean }
  | { kind: 'exceptional_closing'; from: string; to?: string; label: string }
  | { kind: 'closed'; label: string };

const WEEKDAYS_FR = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

function localParts(now: Date, timeZone: string): { date: string; weekday: number; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday ?? '') + 1;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const frenchDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
const frenchTime = (t: string) => t.replace(':', 'h');

function exceptionOn(hours: NormalisedHours, date: string): NormalisedHours['exceptions'][number] | undefined {
  return hours.exceptions.find((e) => date >= e.from && date <= (e.to ?? e.from));
}

/**
 * A day's hours; `opening` when an exception opens a day the shop is usually closed (SPEC §4
 * « exceptional … opening ») — other hours on a usual day (shorter on 24 December) are just its hours.
 */
function rangesOn(hours: NormalisedHours, date: string, weekday: number) {
  const exception = exceptionOn(hours, date);
  const regular = hours.weekly.find((d) => d.weekday === weekday);
  const usuallyClosed = !regular || regular.closed || regular.ranges.length === 0;
  if (exception) {
    return {
      ranges: exception.closed ? [] : exception.ranges,
      exception,
      opening: !exception.closed && usuallyClosed,
    };
  }
  return { ranges: usuallyClosed ? [] : (regular?.ranges ?? []), exception: undefined, opening: false };
}

/**
 * The opening-hours tag of a shop at an instant, in the shop's time zone (SPEC §4): open, open
 * and closing soon, closed and opening today / tomorrow / another day, or an exceptional closing
 * (date or range). Exceptional openings (a day the shop is usually closed) count as openings, are
 * flagged `exceptional` and said so
 * (« Ouverture exceptionnelle · jusqu’à 18h00 », « Fermé · ouverture exceptionnelle le 20/12 à 10h00 »).
 */
export function openingHoursTag(input: OpeningHours, now: Date): OpeningHoursTag {
  const hours = normalise(input);
  const here = localParts(now, hours.timeZone);
  const today = rangesOn(hours, here.date, here.weekday);

  for (const range of today.ranges) {
    const open = toMinutes(range.open);
    const close = toMinutes(range.close);
    if (here.minutes >= open && here.minutes < close) {
      const exceptional = today.opening;
      if (close - here.minutes <= CLOSING_SOON_MINUTES) {
        return {
          kind: 'closing_soon',
          closesAt: range.close,
          exceptional,
          label: exceptional
            ? `Ouverture exceptionnelle · ferme bientôt, à ${frenchTime(range.close)}`
            : `Ferme bientôt · jusqu’à ${frenchTime(range.close)}`,
        };
      }
      return {
        kind: 'open',
        closesAt: range.close,
        exceptional,
        label: exceptional
          ? `Ouverture exceptionnelle · jusqu’à ${frenchTime(range.close)}`
          : `Ouvert · jusqu’à ${frenchTime(range.close)}`,
      };
    }
  }
  const later = today.ranges.find((r) => toMinutes(r.open) > here.minutes);
  if (later) {
    return {
      kind: 'opening_today',
      opensAt: later.open,
      exceptional: today.opening,
      label: today.opening
        ? `Fermé · ouverture exceptionnelle aujourd’hui à ${frenchTime(later.open)}`
        : `Fermé · ouvre aujourd’hui à ${frenchTime(later.open)}`,
    };
  }
  if (today.exception?.closed) {
    const { from, to } = today.exception;
    const label =
      to && to !== from
        ? `Fermeture exceptionnelle du ${frenchDate(from)} au ${frenchDate(to)}`
        : `Fermeture exceptionnelle le ${frenchDate(from)}`;
    return { kind: 'exceptional_closing', from, ...(to ? { to } : {}), label };
  }
  for (let offset = 1; offset <= 14; offset += 1) {
    const date = addDays(here.date, offset);
    const weekday = ((here.weekday - 1 + offset) % 7) + 1;
    const day = rangesOn(hours, date, weekday);
    const first = day.ranges[0];
    if (!first) continue;
    const exceptional = day.opening;
    if (offset === 1) {
      return {
        kind: 'opening_tomorrow',
        opensAt: first.open,
        exceptional,
        label: exceptional
          ? `Fermé · ouverture exceptionnelle demain à ${frenchTime(first.open)}`
          : `Fermé · ouvre demain à ${frenchTime(first.open)}`,
      };
    }
    const name = WEEKDAYS_FR[weekday - 1] ?? '';
    return {
      kind: 'opening_later',
      opensAt: first.open,
      weekday: name,
      date,
      exceptional,
      label: exceptional
        ? `Fermé · ouverture exceptionnelle le ${frenchDate(date)} à ${frenchTime(first.open)}`
        : `Fermé · ouvre ${name} à ${frenchTime(first.open)}`,
    };
  }
  return { kind: 'closed', label: 'Fermé' };
}
