import { Fragment, type ReactNode } from 'react';
import { Prerendered } from '../../components/Prerendered/Prerendered';
import type { BlockContext } from './blocks';
import * as styles from './blocks.css';
import { type Raw, text } from './data';

const warned = new Set<string>();

/**
 * Renders a list of blocks with a table of renderers; an unknown type renders nothing and warns once.
 * Blocks whose type `isInteractive` does not accept are kept as prerendered when the page hydrates
 * (`Prerendered`): given, only the page's interactive blocks cost hydration work.
 */
export function renderBlocks(
  blocks: readonly unknown[],
  table: Record<string, (data: Raw, context: BlockContext) => ReactNode>,
  context: BlockContext,
  isInteractive?: (type: string) => boolean,
) {
  return blocks.map((raw, index) => {
    const data = typeof raw === 'object' && raw !== null ? (raw as Raw) : {};
    const type = text(data.__component).replace(/^blocks\./, '');
    const render = table[type];
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
        {isInteractive && !isInteractive(type) ? (
          <Prerendered as="div" contentKey={JSON.stringify(data)} className={styles.block} data-block={type}>
            {render(data, context)}
          </Prerendered>
        ) : (
          <div className={styles.block} data-block={type}>
            {render(data, context)}
          </div>
        )}
      </Fragment>
    );
  });
}
