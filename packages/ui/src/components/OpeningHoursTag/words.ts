// The component's own words in French, its defaults (the kit's Dutch: `../KitLocale/nl.ts`).
const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/**
 * `OpeningHoursTag`: times come as `HH:MM`, dates as `YYYY-MM-DD`, `weekday` from `weekdays`
 * (Monday first).
 */
export interface OpeningHoursTagWords {
  openUntil: (time: string) => string;
  closingSoon: (time: string) => string;
  opensToday: (time: string) => string;
  opensTomorrow: (time: string) => string;
  opensOn: (weekday: string, time: string) => string;
  exceptionalClosing: (from: string, to?: string) => string;
  /**
   * An exceptional opening said as one (SPEC §4); words without it (written before 0.3) say it as a
   * usual opening.
   */
  exceptionalOpening?: {
    open: (time: string) => string;
    closingSoon: (time: string) => string;
    opensToday: (time: string) => string;
    opensTomorrow: (time: string) => string;
    /** `date` as `YYYY-MM-DD`. */
    opensOn: (date: string, time: string) => string;
  };
  closed: string;
  weekdays: readonly [string, string, string, string, string, string, string];
}
const frenchTime = (time: string) => time.replace(':', 'h');
export const OPENING_HOURS_TAG_WORDS: OpeningHoursTagWords = {
  openUntil: (time) => `Ouvert · jusqu’à ${frenchTime(time)}`,
  closingSoon: (time) => `Ferme bientôt · jusqu’à ${frenchTime(time)}`,
  opensToday: (time) => `Fermé · ouvre aujourd’hui à ${frenchTime(time)}`,
  opensTomorrow: (time) => `Fermé · ouvre demain à ${frenchTime(time)}`,
  opensOn: (weekday, time) => `Fermé · ouvre ${weekday} à ${frenchTime(time)}`,
  exceptionalClosing: (from, to) =>
    to && to !== from
      ? `Fermeture exceptionnelle du ${dayMonth(from)} au ${dayMonth(to)}`
      : `Fermeture exceptionnelle le ${dayMonth(from)}`,
  exceptionalOpening: {
    open: (time) => `Ouverture exceptionnelle · jusqu’à ${frenchTime(time)}`,
    closingSoon: (time) => `Ouverture exceptionnelle · ferme bientôt, à ${frenchTime(time)}`,
    opensToday: (time) => `Fermé · ouverture exceptionnelle aujourd’hui à ${frenchTime(time)}`,
    opensTomorrow: (time) => `Fermé · ouverture exceptionnelle demain à ${frenchTime(time)}`,
    opensOn: (date, time) => `Fermé · ouverture exceptionnelle le ${dayMonth(date)} à ${frenchTime(time)}`,
  },
  closed: 'Fermé',
  weekdays: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
};
