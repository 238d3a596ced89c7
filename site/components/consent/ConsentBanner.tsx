import { Button } from '@gamelle/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n/i18n-context';
import { CONSENT_OPEN_EVENT, readConsent, saveConsent } from '../../lib/tracking/consent';

import * as styles from './Consent.css';

/** The choice by purpose: its dialog's code comes only when asked for. */
const ConsentDialog = lazy(() => import('./ConsentDialog').then((m) => ({ default: m.ConsentDialog })));

/**
 * The consent banner (ADR 0018, CNIL rules): before any non-essential tracker, « Tout refuser » beside
 * « Tout accepter », as easy and as visible, and « Personnaliser » by purpose. Fixed at the bottom
 * of the window (no layout shift), drawn only in the browser once the stored choice is read; the
 * footer's « Gérer mes cookies » opens the choices again.
 */
export function ConsentBanner() {
  const { t } = useI18n();

  const [asked, setAsked] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const banner = useRef<HTMLElement>(null);
  // WCAG 2.4.11 focus not obscured: while the banner covers the bottom of the window, the page
  // scrolls a focused control above it (scroll padding of its height), and its end can scroll
  // above the banner too (the same space after the content).
  useEffect(() => {
    const shown = banner.current;
    if (!asked || !shown) return;
    const root = document.documentElement;
    // Only while it is fixed over the page: in a short window it is in the page's flow (its CSS).
    const pad = () => {
      const over = getComputedStyle(shown).position === 'fixed' ? `${shown.offsetHeight}px` : '';
      root.style.scrollPaddingBlockEnd = over;
      document.body.style.paddingBlockEnd = over;
    };
    pad();
    const watch = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(pad);
    watch?.observe(shown);
    window.addEventListener('resize', pad);
    return () => {
      watch?.disconnect();
      window.removeEventListener('resize', pad);
      root.style.scrollPaddingBlockEnd = '';
      document.body.style.paddingBlockEnd = '';
    };
  }, [asked]);
  useEffect(() => {
    setAsked(readConsent() === null);
    const open = () => setChoosing(true);
    window.addEventListener(CONSENT_OPEN_EVENT, open);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, open);
  }, []);
  const decide = (measurement: boolean, marketing: boolean) => {
    saveConsent({ measurement, marketing });
    // The banner (and its focused button) goes: the focus to the content, not lost.
    if (asked) document.getElementById('contenu')?.focus();
    setAsked(false);
    setChoosing(false);
  };
  return (
    <>
      {asked ? (
        <section ref={banner} aria-labelledby="consentement-titre" className={styles.banner}>
          <h2 id="consentement-titre" ref={title} className={styles.title}>
            {t('consent.title')}
          </h2>
          {/* Short paragraphs in the small size: drawn after the page, the banner is never the page's
              largest text (Lighthouse's LCP would wait for it). */}
          <p className={styles.text}>{t('consent.text')}</p>
          <p className={styles.text}>{t('consent.textChange')}</p>
          <div className={styles.actions}>
            <Button tone="secondary" onClick={() => decide(false, false)}>
              {t('consent.refuseAll')}
            </Button>
            <Button tone="secondary" onClick={() => setChoosing(true)}>
              {t('consent.choose')}
            </Button>
            <Button tone="secondary" onClick={() => decide(true, true)}>
              {t('consent.acceptAll')}
            </Button>
          </div>
        </section>
      ) : null}
      {choosing ? (
        <Suspense fallback={null}>
          <ConsentDialog
            initial={readConsent()}
            onSave={(choice) => decide(choice.measurement, choice.marketing)}
            onClose={() => setChoosing(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** « Gérer mes cookies » in the footer: the choices, to change them at any time. */
export function ConsentLink() {
  const { t } = useI18n();

  return (
    <Button tone="secondary" size="small" onClick={() => window.dispatchEvent(new Event(CONSENT_OPEN_EVENT))}>
      {t('consent.manage')}
    </Button>
  );
}
