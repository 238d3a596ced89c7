// The kit's Dutch words in a chunk of their own: loaded by a Dutch page only (`lib/i18n/kit-words.ts`).
export { KIT_MESSAGES_NL } from '@gamelle/ui';
