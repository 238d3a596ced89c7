// `@gamelle/ui/server`: build-time helpers, kept out of the browser bundles.
export { prepareBlocks } from './blocks/BlockRenderer/prepare-blocks';
export { richContentToHtml, richContentToText, type SanitizedHtml } from './blocks/RichContent/rich-content-html';
