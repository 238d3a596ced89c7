import { RichHtml } from '../RichContent/RichHtml';
import type { SanitizedHtml } from '../RichContent/rich-content-html';
import type { BlockRendererProps } from './BlockRenderer';
import { createBlocks } from './blocks';
import { renderBlocks } from './render-blocks';

const BLOCKS = createBlocks((data) =>
  typeof data.html === 'string' ? <RichHtml html={data.html as SanitizedHtml} /> : null,
);

/** Blocks with something to do in the browser: the video player swaps in when asked for. */
const INTERACTIVE = new Set(['embed']);

/**
 * The composite renderer for prerendered pages: rich-text blocks carry `html` made at build time
 * by `prepareBlocks` (`@gamelle/ui/server`), so no markdown parser reaches the browser. Every block
 * but the interactive ones keeps its prerendered HTML when the page hydrates (`Prerendered`).
 * @example <StaticBlockRenderer blocks={data.blocks} buildImageUrl={imageKitUrl} />
 */
export function StaticBlockRenderer({ blocks, buildImageUrl, headingLevel = 2 }: BlockRendererProps) {
  return <>{renderBlocks(blocks, BLOCKS, { buildImageUrl, headingLevel }, (type) => INTERACTIVE.has(type))}</>;
}
