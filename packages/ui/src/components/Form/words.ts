// The component's own words in French, its defaults (the kit's Dutch: `../KitLocale/nl.ts`).

/** `Form`: the title of the error summary when fields have errors. */
export interface FormWords {
  formErrorSummary: (fieldErrors: number) => string;
}
export const FORM_WORDS: FormWords = {
  formErrorSummary: (count) =>
    `Le formulaire contient ${count} erreur${count > 1 ? 's' : ''} : corrigez les champs signalés.`,
};
