import { Fragment } from 'react';
import type { ImageUrlBuilder } from '../../components/Image/Image';
import { BLOCKS, type BlockContext } from './blocks';
import * as styles from './blocks.css';
import { text } from './data';

const warned = new Set<string>();

export interface BlockRendererProps {
  /** Blocks from the content API, each `{ __component: 'blocks.<type>', … }`. */
  blocks: readonly unknown[];
  buildImageUrl?: ImageUrlBuilder;
  headingLevel?: BlockContext['headingLevel'];
}

/**
 * The composite renderer (SPEC §2): renders each block by its type; an unknown type renders
 * nothing and warns once.
 * @example <BlockRenderer blocks={home.blocks} buildImageUrl={imageKitUrl} />
 */
export function BlockRenderer({ blocks, buildImageUrl, headingLevel = 2 }: BlockRendererProps) {
  return (
    <>
      {blocks.map((raw, index) => {
        const data = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
        const type = text(data.__component).replace(/^blocks\./, '');
        const render = BLOCKS[type];
        if (!render) {
          if (!warned.has(type)) {
            warned.add(type);
            console.warn(`Bloc de contenu inconnu ignoré : « ${type || 'sans type'} »`);
          }
          return null;
        }
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id and keep their order
          <Fragment key={index}>
            <div className={styles.block} data-block={type}>
              {render(data, { buildImageUrl, headingLevel })}
            </div>
          </Fragment>
        );
      })}
    </>
  );
}
