// The component's own words in French, its defaults (the kit's Dutch: `../KitLocale/nl.ts`).

/** `BirthdayField`: the two modes, the date and the age's two numbers. */
export interface BirthdayFieldWords {
  birthdayKnowsDate: string;
  birthdayKnowsAge: string;
  birthdayDate: string;
  birthdayYears: string;
  birthdayMonths: string;
}
export const BIRTHDAY_FIELD_WORDS: BirthdayFieldWords = {
  birthdayKnowsDate: 'Je connais sa date de naissance',
  birthdayKnowsAge: 'Je connais son âge',
  birthdayDate: 'Date de naissance',
  birthdayYears: 'Ans',
  birthdayMonths: 'Mois',
};
