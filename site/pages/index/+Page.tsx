import { imageKitUrl, StaticBlockRenderer } from '@gamelle/ui';
import { useData } from 'vike-react/useData';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { Data } from './+data';
import { bestSellers as bestSellersBlock } from './best-sellers.deferred';
import * as styles from './Home.css';

/**
 * Home (SPEC §2 `/`): the content system's blocks, the best sellers shown after the opening story
 * and its promises (the first blocks up to the promises' grid), the rest of the blocks under them.
 */
export default function Page() {
  const { home, bestSellers } = useData<Data>();
  const { t } = useI18n();
  const promises = home.blocks.findIndex(
    (block) => (block as { __component?: string } | null)?.__component === 'blocks.usp-grid',
  );
  const cut = promises === -1 ? Math.min(2, home.blocks.length) : promises + 1;
  return (
    <>
      <h1 className={styles.title}>{home.title}</h1>
      <StaticBlockRenderer blocks={home.blocks.slice(0, cut)} buildImageUrl={imageKitUrl} />
      <div className={styles.bestSellers}>
        <bestSellersBlock.Deferred title={t('home.bestSellers')} products={bestSellers} />
      </div>
      <StaticBlockRenderer blocks={home.blocks.slice(cut)} buildImageUrl={imageKitUrl} />
    </>
  );
}
