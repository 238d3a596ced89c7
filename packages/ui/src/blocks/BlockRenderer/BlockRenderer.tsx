import type { ImageUrlBuilder } from '../../components/Image/Image';
import { RichContent } from '../RichContent/RichContent';
import { type BlockContext, createBlocks } from './blocks';
import { text } from './data';
import { renderBlocks } from './render-blocks';

export interface BlockRendererProps {
  /** Blocks from the content API, each `{ __component: 'blocks.<type>', … }`. */
  blocks: readonly unknown[];
  /** Makes the blocks' image URLs at each size (`imageKitUrl`); without it images are served as they are. */
  buildImageUrl?: ImageUrlBuilder;
  /** Level of the blocks' headings in the page outline. @default 2 */
  headingLevel?: BlockContext['headingLevel'];
}

const BLOCKS = createBlocks((data) => <RichContent markdown={text(data.markdown)} />);

/**
 * The composite renderer (SPEC §2): renders each block by its type; an unknown type renders
 * nothing and warns once. Rich text is rendered in the browser; prerendered pages prefer
 * `StaticBlockRenderer` with blocks from `prepareBlocks` (`@gamelle/ui/server`). Use it for a page
 * made of content blocks (home, landing pages) rendered in the browser.
 * @example <BlockRenderer blocks={home.blocks} buildImageUrl={imageKitUrl} />
 */
export function BlockRenderer({ blocks, buildImageUrl, headingLevel = 2 }: BlockRendererProps) {
  return <>{renderBlocks(blocks, BLOCKS, { buildImageUrl, headingLevel })}</>;
}
