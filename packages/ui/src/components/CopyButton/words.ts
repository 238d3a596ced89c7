// The component's own words in French, its defaults (the kit's Dutch: `../KitLocale/nl.ts`).

/** `CopyButton`: the default label, the confirmation on the button and the announcements. */
export interface CopyButtonWords {
  copy: string;
  copied: string;
  copiedAnnouncement: string;
  copyFailed: string;
}
export const COPY_BUTTON_WORDS: CopyButtonWords = {
  copy: 'Copier',
  copied: 'Copié !',
  copiedAnnouncement: 'Copié dans le presse-papiers.',
  copyFailed: 'La copie a échoué : sélectionnez le texte pour le copier.',
};
