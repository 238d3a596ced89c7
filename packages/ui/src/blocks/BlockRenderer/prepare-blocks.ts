import { richContentToHtml } from '../RichContent/rich-content-html';

/**
 * Turns the markdown of rich-text blocks into sanitised HTML at build time, for
 * `StaticBlockRenderer`; other blocks pass unchanged.
 * @example const blocks = prepareBlocks(home.blocks);
 */
export function prepareBlocks(blocks: readonly unknown[]): unknown[] {
  return blocks.map((block) => {
    if (typeof block !== 'object' || block === null) return block;
    const { markdown, ...rest } = block as Record<string, unknown>;
    return typeof markdown === 'string' ? { ...rest, html: richContentToHtml(markdown) } : block;
  });
}
