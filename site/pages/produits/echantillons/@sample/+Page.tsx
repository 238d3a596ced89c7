import { Image, imageKitUrl, RichHtml } from '@gamelle/ui';
import { useData } from 'vike-react/useData';
import { useI18n } from '../../../../lib/i18n/i18n-context';

import type { Data } from './+data';

/** Sample page (SPEC §2 `/produits/echantillons/{sample}/`): a free taste of a recipe. */
export default function Page() {
  const { tRich } = useI18n();

  const { sample } = useData<Data>();
  return (
    <>
      <h1>{sample.name}</h1>
      {sample.image ? (
        <Image
          src={sample.image.url}
          alt={sample.image.alternativeText ?? sample.name}
          width={320}
          height={320}
          buildUrl={imageKitUrl}
          priority
        />
      ) : null}
      <RichHtml html={sample.descriptionHtml} />
      <p>{tRich('sample.free', { strong: (chunks) => <strong>{chunks}</strong> })}</p>
    </>
  );
}
