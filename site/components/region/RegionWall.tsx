import { localizedPath } from '@gamelle/domain';
import { Alert, Button, Dialog } from '@gamelle/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  type Country,
  type Region,
  readRegion,
  type SuggestedRegion,
  saveRegion,
  suggestedRegion,
} from '../../lib/catalogue/region';
import { type MessageId, translate } from '../../lib/i18n/i18n';
import { useI18n } from '../../lib/i18n/i18n-context';
import { ensureMessages } from '../../lib/i18n/i18n-registry';
import { rememberLocale, routePathname } from '../../lib/i18n/locale';
import * as styles from './RegionWall.css';

const COUNTRIES: readonly Country[] = ['FR', 'BE', 'LU'];
/** Each language named in itself (WCAG 3.1.2). */
const LANGUAGES = [
  { value: 'fr', name: 'Français' },
  { value: 'nl', name: 'Nederlands' },
] as const;

/**
 * The country and language wall (SPEC §1, §2, §9 `country_wall`): a first visit
 * whose browser speaks Dutch or Belgian or Luxembourg French is asked, once, its country and
 * language, prefilled from the browser's languages; the answer is kept on the device, and a
 * language other than the page's takes the visitor to the same page in it. A visitor from France
 * in French is asked nothing. It speaks the language the browser speaks (a Dutch-speaking visitor
 * on a French page is asked in Dutch, its words marked `lang="nl"`), loading that language's
 * words first. The kit's Dialog: Escape closes it (the page stays as it is).
 */
export function RegionWall() {
  const { locale } = useI18n();

  const id = useId();
  const [asked, setAsked] = useState<SuggestedRegion | null>(null);
  useEffect(() => {
    if (readRegion()) return;
    const suggested = suggestedRegion(navigator.languages ?? [navigator.language]);
    if (!suggested) return;
    let current = true;
    void ensureMessages(suggested.language).then(() => {
      if (current) setAsked(suggested);
    });
    return () => {
      current = false;
    };
  }, []);
  if (!asked) return null;
  const spoken = asked.language;
  const t = (id: MessageId) => translate(spoken, id);
  // Words in another language than the page's say so (WCAG 3.1.2).
  const lang = spoken === locale ? undefined : spoken;
  const close = (region: Region) => {
    saveRegion(region);
    rememberLocale(region.language);
    setAsked(null);
    if (region.language !== locale) {
      window.location.assign(
        `${localizedPath(routePathname(), region.language)}${window.location.search}${window.location.hash}`,
      );
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const country = COUNTRIES.find((code) => code === data.get('country')) ?? asked.country;
    close({ country, language: data.get('language') === 'nl' ? 'nl' : 'fr' });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        // Closed without answering: the page as it is, not asked again.
        if (!open) close({ country: asked.country, language: locale });
      }}
      title={<span lang={lang}>{t('region.title')}</span>}
      description={<span lang={lang}>{t('region.text')}</span>}
      closeLabel={t('region.close')}
    >
      <div lang={lang}>
        {asked.outside ? (
          // SPEC §8 "Wrong storefront: wrong-country message".
          <Alert tone="caution">{t('region.outside')}</Alert>
        ) : null}
        <form id={`${id}-region`} onSubmit={submit}>
          <fieldset className={styles.group}>
            <legend>{t('region.country')}</legend>
            {COUNTRIES.map((code) => (
              <label key={code} className={styles.choice}>
                <input
                  type="radio"
                  className={styles.input}
                  name="country"
                  value={code}
                  defaultChecked={asked.country === code}
                />
                {t(`region.countries.${code}` as 'region.countries.FR')}
              </label>
            ))}
          </fieldset>
          {/* SPEC §1: the Belgian site's customers are told they are at home here. */}
          <p>{t('region.migration')}</p>
          <fieldset className={styles.group}>
            <legend>{t('region.language')}</legend>
            {LANGUAGES.map(({ value, name }) => (
              <label key={value} className={styles.choice}>
                <input
                  type="radio"
                  className={styles.input}
                  name="language"
                  value={value}
                  defaultChecked={asked.language === value}
                />
                <span lang={value}>{name}</span>
              </label>
            ))}
          </fieldset>
          <Button type="submit">{t('region.submit')}</Button>
        </form>
      </div>
    </Dialog>
  );
}
