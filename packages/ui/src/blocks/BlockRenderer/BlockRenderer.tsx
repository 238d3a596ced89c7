import type { ImageUrlBuilder } from '../../components/Image/Image';
import { RichContent } from '../RichContent/RichContent';
import { type BlockContext, createBlocks } from './blocks';
import { text } from './data';
import { renderBlocks } from './render-blocks';

export interface BlockRendererProps {
  /** Blocks from the content API, each `{ __component: 'blocks.<type>', … }`. */
  blocks: readonly unknown[];
  buildImageUrl?: ImageUrlBuilder;
  headingLevel?: BlockContext['headingLevel'];
}

const BLOCKS = createBlocks((data) => <RichContent markdown={text(data.markdown)} />);

/**
 * The composite renderer (SPEC §2): renders each block by its type; an unknown type renders
 * nothing and warns once. Rich text is rendered in the browser; prerendered pages prefer
 * `StaticBlockRenderer` with blocks from `prepareBlocks` (`@gamelle/ui/server`).
 * @example <BlockRenderer blocks={home.blocks} buildImageUrl={imageKitUrl} />
 */
export function BlockRenderer({ blocks, buildImageUrl, headingLevel = 2 }: BlockRendererProps) {
  return <>{renderBlocks(blocks, BLOCKS, { buildImageUrl, headingLevel })}</>;
}
