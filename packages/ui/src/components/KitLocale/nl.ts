import type {
  BirthdayFieldWords,
  BreadcrumbWords,
  CarouselWords,
  CopyButtonWords,
  CounterWords,
  DialogWords,
  FilesFieldWords,
  FormWords,
  FreeShippingProgressWords,
  KitMessages,
  LinkWords,
  LoadingBarWords,
  OpeningHoursTagWords,
  PasswordFieldWords,
  PhoneFieldWords,
  PriceWords,
  RatingWords,
  StatusBadgeWords,
  VideoEmbedWords,
} from './messages';

const decimal = (value: number) => value.toFixed(1).replace('.', ',');
const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
const dutchTime = (time: string) => `${time.replace(':', '.')} uur`;

const BIRTHDAY_FIELD_WORDS: BirthdayFieldWords = {
  birthdayKnowsDate: 'Ik ken de geboortedatum',
  birthdayKnowsAge: 'Ik ken de leeftijd',
  birthdayDate: 'Geboortedatum',
  birthdayYears: 'Jaren',
  birthdayMonths: 'Maanden',
};

const BREADCRUMB_WORDS: BreadcrumbWords = { breadcrumb: 'Kruimelpad' };

const CAROUSEL_WORDS: CarouselWords = {
  carousel: 'carrousel',
  slide: 'dia',
  startRotation: 'Automatisch afspelen starten',
  stopRotation: 'Automatisch afspelen stoppen',
  previousSlide: 'Vorige dia',
  nextSlide: 'Volgende dia',
  slideOf: (position, total) => `${position} van ${total}`,
};

const COPY_BUTTON_WORDS: CopyButtonWords = {
  copy: 'Kopiëren',
  copied: 'Gekopieerd!',
  copiedAnnouncement: 'Gekopieerd naar het klembord.',
  copyFailed: 'Kopiëren is mislukt: selecteer de tekst om hem te kopiëren.',
};

const COUNTER_WORDS: CounterWords = { add: 'Toevoegen', decrease: 'Aantal verminderen', increase: 'Aantal verhogen' };

const DIALOG_WORDS: DialogWords = { close: 'Sluiten' };

const FILES_FIELD_WORDS: FilesFieldWords = {
  chooseFile: 'Bestand kiezen',
  chooseFiles: 'Bestanden kiezen',
  noFile: 'Geen bestand gekozen',
  chosenFiles: 'Gekozen bestanden',
  removeFile: 'Verwijderen',
  fileSize: (bytes) => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} kB` : `${decimal(bytes / 1024 / 1024)} MB`),
  refusedFile: (name, problem) => `${name}: ${problem}`,
};

const FORM_WORDS: FormWords = {
  formErrorSummary: (count) =>
    count === 1
      ? 'Er is een probleem met 1 veld: verbeter het aangeduide veld.'
      : `Er is een probleem met ${count} velden: verbeter de aangeduide velden.`,
  errorTitlePrefix: 'Fout: ',
  errorLink: (field, message) => `${field}: ${message}`,
};

const FREE_SHIPPING_PROGRESS_WORDS: FreeShippingProgressWords = {
  freeShippingMissing: (amount) => `Nog ${amount} tot gratis levering.`,
  freeShippingReached: 'Uw levering is gratis!',
};

const LINK_WORDS: LinkWords = { newTab: '(nieuw tabblad)' };

const LOADING_BAR_WORDS: LoadingBarWords = { pageLoading: 'Pagina wordt geladen' };

const OPENING_HOURS_TAG_WORDS: OpeningHoursTagWords = {
  openUntil: (time) => `Open · tot ${dutchTime(time)}`,
  closingSoon: (time) => `Sluit binnenkort · tot ${dutchTime(time)}`,
  opensToday: (time) => `Gesloten · opent vandaag om ${dutchTime(time)}`,
  opensTomorrow: (time) => `Gesloten · opent morgen om ${dutchTime(time)}`,
  opensOn: (weekday, time) => `Gesloten · opent ${weekday} om ${dutchTime(time)}`,
  exceptionalClosing: (from, to) =>
    to && to !== from
      ? `Uitzonderlijk gesloten van ${dayMonth(from)} tot ${dayMonth(to)}`
      : `Uitzonderlijk gesloten op ${dayMonth(from)}`,
  exceptionalOpening: {
    open: (time) => `Uitzonderlijk open · tot ${dutchTime(time)}`,
    closingSoon: (time) => `Uitzonderlijk open · sluit binnenkort, om ${dutchTime(time)}`,
    opensToday: (time) => `Gesloten · uitzonderlijk open vandaag om ${dutchTime(time)}`,
    opensTomorrow: (time) => `Gesloten · uitzonderlijk open morgen om ${dutchTime(time)}`,
    opensOn: (date, time) => `Gesloten · uitzonderlijk open op ${dayMonth(date)} om ${dutchTime(time)}`,
  },
  closed: 'Gesloten',
  weekdays: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'],
};

const PASSWORD_FIELD_WORDS: PasswordFieldWords = {
  showPassword: 'Wachtwoord tonen',
  hidePassword: 'Wachtwoord verbergen',
};

const PHONE_FIELD_WORDS: PhoneFieldWords = {
  phoneCountry: 'Land',
  phoneNumber: 'Nummer',
  countries: { FR: 'Frankrijk', BE: 'België', DE: 'Duitsland', IT: 'Italië', LU: 'Luxemburg' },
};

const PRICE_WORDS: PriceWords = { insteadOf: 'in plaats van' };

const RATING_WORDS: RatingWords = {
  outOf: (value, max) => `${value} op ${max}`,
  ratingLabel: (outOf) => `Score: ${outOf}`,
  reviewCount: (count) =>
    count <= 0 ? 'Nog geen beoordelingen' : count === 1 ? '1 beoordeling' : `${count} beoordelingen`,
};

const STATUS_BADGE_WORDS: StatusBadgeWords = {
  statuses: {
    draft: 'Lopend',
    processing: 'Lopend',
    processed: 'Lopend',
    active: 'Lopend',
    authorized: 'Betaling goedgekeurd',
    payment_accepted: 'Betaling aanvaard',
    paid: 'Betaald',
    sent: 'Verzonden',
    shipped: 'Verzonden',
    awaiting_payment: 'Wacht op betaling',
    partially_authorized: 'Gedeeltelijk goedgekeurd',
    partially_refunded: 'Gedeeltelijk terugbetaald',
    partially_paid: 'Gedeeltelijk betaald',
    paused: 'Gepauzeerd',
    error: 'Fout',
    payment_failure: 'Betaling geweigerd',
    payment_failed: 'Betaling mislukt',
    pickuppoint_unavailable: 'Afhaalpunt niet beschikbaar',
    product_unavailable: 'Product niet beschikbaar',
    promotion_unavailable: 'Promotie niet beschikbaar',
    invalid_promotion: 'Ongeldige kortingscode',
    refunded: 'Terugbetaald',
    stopped: 'Stopgezet',
    cancelled: 'Geannuleerd',
  },
};

const VIDEO_EMBED_WORDS: VideoEmbedWords = {
  playVideo: 'Video afspelen',
  playVideoNamed: (title) => `Video afspelen: ${title}`,
  videoUnsupported: 'Uw browser kan deze video niet afspelen:',
  videoDownload: 'download de video',
  captionsLanguage: 'Nederlands',
  video: 'Video',
  transcript: 'Transcriptie van de video',
  audioDescribed: 'Versie van de video met audiodescriptie',
  audioDescribedNamed: (title) => `${title}, versie met audiodescriptie`,
};

/**
 * The kit's words in Belgian Dutch (nl-BE, « u »), every component's: what a Dutch page gives
 * `KitLocaleProvider` (`<KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>`). A module of
 * its own, so French pages never ship them (ADR 0019).
 */
export const KIT_MESSAGES_NL: KitMessages = {
  ...BIRTHDAY_FIELD_WORDS,
  ...BREADCRUMB_WORDS,
  ...CAROUSEL_WORDS,
  ...COPY_BUTTON_WORDS,
  ...COUNTER_WORDS,
  ...DIALOG_WORDS,
  ...FILES_FIELD_WORDS,
  ...FORM_WORDS,
  ...FREE_SHIPPING_PROGRESS_WORDS,
  ...LINK_WORDS,
  ...LOADING_BAR_WORDS,
  ...OPENING_HOURS_TAG_WORDS,
  ...PASSWORD_FIELD_WORDS,
  ...PHONE_FIELD_WORDS,
  ...PRICE_WORDS,
  ...RATING_WORDS,
  ...STATUS_BADGE_WORDS,
  ...VIDEO_EMBED_WORDS,
};
