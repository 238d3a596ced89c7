// The component's own words in French, its defaults (the kit's Dutch: `../KitLocale/nl.ts`).

/** `Form`: the title of the error summary when fields have errors; the page title's prefix then. */
export interface FormWords {
  formErrorSummary: (fieldErrors: number) => string;
  errorTitlePrefix: string;
  /** A link of the error summary: the field's name, then its message. */
  errorLink: (field: string, message: string) => string;
}
export const FORM_WORDS: FormWords = {
  formErrorSummary: (count) =>
    `Le formulaire contient ${count} erreur${count > 1 ? 's' : ''} : corrigez les champs signalés.`,
  errorTitlePrefix: 'Erreur : ',
  errorLink: (field, message) => `${field} : ${message}`,
};
