import { Image, imageKitUrl, RichHtml } from '@gamelle/ui';
import { useData } from 'vike-react/useData';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import type { Data } from './+data';
import { sampleAdd } from './add.deferred';
import * as styles from './Sample.css';

/**
 * Sample page (SPEC §2 `/produits/echantillons/{sample}/`): a free taste of a recipe, laid out as a
 * product page — its picture beside its name, « Offert avec votre commande », the button that puts
 * it in the cart and the rules the cart holds it to, said before a shopper meets one.
 */
export default function Page() {
  const { t } = useI18n();

  const { sample } = useData<Data>();
  return (
    <div className={styles.layout}>
      <div>
        {sample.image ? (
          <Image
            src={sample.image.url}
            alt={sample.image.alternativeText ?? sample.name}
            width={560}
            height={560}
            buildUrl={imageKitUrl}
            widths={[280, 560, 1120]}
            sizes="(min-width: 768px) 50vw, 100vw"
            priority
          />
        ) : null}
      </div>
      <div>
        <h1>{sample.name}</h1>
        <p className={styles.offered}>{t('sample.offered')}</p>
        {sample.variant ? <p className={styles.muted}>{sample.variant.name}</p> : null}
        <RichHtml html={sample.descriptionHtml} />
        {sample.variant ? (
          <sampleAdd.Deferred
            variantCode={sample.variant.code}
            inStock={sample.variant.inStock}
            animal={sample.animal}
          />
        ) : null}
        <section aria-labelledby="regles-echantillon" className={styles.rules}>
          <h2 id="regles-echantillon" className={styles.rulesTitle}>
            {t('sample.rules')}
          </h2>
          <ul className={styles.rulesList}>
            <li>{t('sample.ruleOne')}</li>
            <li>{t('sample.ruleThree')}</li>
            <li>{t('sample.ruleProduct')}</li>
          </ul>
        </section>
      </div>
    </div>
  );
}
