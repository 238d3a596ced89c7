/**
 * Lower-case text without accents, for French matching: « Pâtée » and « patee » meet. Used by the
 * search index, the FAQ query and slugs.
 * @example foldAccents('Pâtée Chaton') // 'patee chaton'
 */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
