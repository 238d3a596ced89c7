import { imageKitUrl, StaticBlockRenderer } from '@gamelle/ui';
import { useData } from 'vike-react/useData';
import type { Data } from './+data';
import * as styles from './Home.css';

/** Home (SPEC §2 `/`): the content blocks of the content system. */
export default function Page() {
  const { home } = useData<Data>();
  return (
    <>
      <h1 className={styles.title}>{home.title}</h1>
      <StaticBlockRenderer blocks={home.blocks} buildImageUrl={imageKitUrl} />
    </>
  );
}
