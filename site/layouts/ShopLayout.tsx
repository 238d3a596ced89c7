import { Breadcrumb, LoadingBar } from '@gamelle/ui';
import { gamelleTheme } from '@gamelle/ui/theme';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { MiniCart } from '../components/MiniCart';
import type { Crumb } from '../lib/breadcrumb';
import { t } from '../lib/i18n';
import type { LayoutData } from '../lib/layout-data.server';
import { onNavigation } from '../lib/navigation';
import { type Notice, onNotice } from '../lib/notices';
import '../styles/global.css';
import * as styles from './ShopLayout.css';
import 'virtual:gamelle-messages/layout';

/** What a page's data may give the layout besides the header and footer records. */
export interface PageChrome extends Partial<LayoutData> {
  breadcrumb?: Crumb[];
}

/** Header links kept when the content API gave none (the error page renders without data). */
const FALLBACK_NAVIGATION = [
  { label: t('layout.navigation.dog'), href: '/chien/' },
  { label: t('layout.navigation.cat'), href: '/chat/' },
];

/** The top loading bar of SPEC §2, driven by Vike's page-transition hooks. */
function PageLoadingBar() {
  const [active, setActive] = useState(false);
  useEffect(() => onNavigation(setActive), []);
  return <LoadingBar active={active} />;
}

/** Query parameters of a cart link (SPEC §5); the code that applies them loads only when present. */
const CART_LINK = /[?&](variantId|quantity|targetQuantity)(\[\])?=/;

/** Applies a cart link on any page, and shows the shop's notices at the top of the page. */
function Notices() {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    const stop = onNotice(setNotice);
    if (CART_LINK.test(window.location.search)) {
      void import('../lib/cart-link.client').then((module) => module.applyCartLink());
    }
    return stop;
  }, []);
  return (
    <div role="status" className={styles.notices}>
      {notice ? (
        <p className={notice.tone === 'critical' ? styles.noticeCritical : styles.notice}>
          {notice.text}{' '}
          <button type="button" className={styles.noticeClose} onClick={() => setNotice(null)}>
            {t('layout.notice.close')}
          </button>
        </p>
      ) : null}
    </div>
  );
}

/**
 * The shop's layouts (SPEC §2): `default` with header, breadcrumb, mini cart and footer from the
 * content API; `minimal` (login, checkout) with the brand only; `none` (landing pages).
 */
export function ShopLayout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext();
  const variant = pageContext.config.layoutVariant ?? 'default';
  const chrome = useData<PageChrome | undefined>();
  const header = chrome?.header;
  const footer = chrome?.footer;
  const navigation = header?.navigation ?? FALLBACK_NAVIGATION;
  const supportHours = header?.supportHours ?? t('layout.supportHours');

  if (variant === 'none') {
    return (
      <div className={`${gamelleTheme} ${styles.root}`}>
        <PageLoadingBar />
        <main id="contenu" className={styles.bare} tabIndex={-1}>
          <Notices />
          {children}
        </main>
      </div>
    );
  }

  return (
    <div className={`${gamelleTheme} ${styles.root}`}>
      <PageLoadingBar />
      <a className={styles.skipLink} href="#contenu">
        {t('layout.skipLink')}
      </a>
      {variant === 'default' && header?.promoBanner ? <p className={styles.banner}>{header.promoBanner}</p> : null}
      <header className={styles.header}>
        <a className={styles.brand} href="/" aria-label={t('layout.brandHome')}>
          {t('layout.brand')}
        </a>
        {variant === 'default' ? (
          <>
            <nav aria-label={t('layout.mainNavigation')} className={styles.nav}>
              <ul className={styles.navList}>
                {navigation.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
                <li>
                  <a href="/rechercher/">{t('layout.search')}</a>
                </li>
              </ul>
            </nav>
            <MiniCart />
          </>
        ) : (
          <p className={styles.support}>{supportHours}</p>
        )}
      </header>
      <main id="contenu" className={styles.main} tabIndex={-1}>
        <Notices />
        {variant === 'default' && chrome?.breadcrumb ? <Breadcrumb items={chrome.breadcrumb} /> : null}
        {children}
      </main>
      {variant === 'default' ? (
        <Suspense>
          <footer className={styles.footer}>
            {footer ? (
              <div className={styles.footerColumns}>
                {footer.columns.map((column) => (
                  <nav key={column.title} aria-label={column.title}>
                    <h2 className={styles.footerTitle}>{column.title}</h2>
                    <ul className={styles.navList}>
                      {column.links.map((link) => (
                        <li key={link.href}>
                          <a href={link.href}>{link.label}</a>
                        </li>
                      ))}
                    </ul>
                  </nav>
                ))}
              </div>
            ) : null}
            <p>
              {supportHours} · <a href="/nous-contacter/">{t('layout.contact')}</a>
            </p>
            <p>{t('layout.delivery')}</p>
            {footer ? (
              <nav aria-label={t('layout.legal')}>
                <ul className={styles.navList}>
                  {footer.legal.map((link) => (
                    <li key={link.href}>
                      <a href={link.href}>{link.label}</a>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </footer>
        </Suspense>
      ) : null}
    </div>
  );
}
