// The component's own words in French, its defaults (the kit's Dutch: `../KitLocale/nl.ts`).

/** `PasswordField`: the reveal button. */
export interface PasswordFieldWords {
  showPassword: string;
  hidePassword: string;
}
export const PASSWORD_FIELD_WORDS: PasswordFieldWords = {
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
};
