// The component's own words in French, its defaults (the kit's Dutch: `../KitLocale/nl.ts`).
const decimal = (value: number) => value.toFixed(1).replace('.', ',');

/** `FilesField`: the list of chosen files, the remove button, a size, a refused file. */
export interface FilesFieldWords {
  /** The picker's button, for one file or several. */
  chooseFile: string;
  chooseFiles: string;
  /** Beside the button while nothing is chosen. */
  noFile: string;
  chosenFiles: string;
  removeFile: string;
  fileSize: (bytes: number) => string;
  refusedFile: (name: string, problem: string) => string;
}
export const FILES_FIELD_WORDS: FilesFieldWords = {
  chooseFile: 'Choisir un fichier',
  chooseFiles: 'Choisir des fichiers',
  noFile: 'Aucun fichier choisi',
  chosenFiles: 'Fichiers choisis',
  removeFile: 'Retirer',
  fileSize: (bytes) => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} Ko` : `${decimal(bytes / 1024 / 1024)} Mo`),
  refusedFile: (name, problem) => `${name} : ${problem}`,
};
