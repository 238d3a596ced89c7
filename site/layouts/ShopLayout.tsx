import { Breadcrumb, KitLocaleProvider } from '@gamelle/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { useI18n } from '../lib/i18n/i18n-context';
import type { Crumb } from '../lib/page/breadcrumb';
import type { LayoutData } from '../lib/page/layout-data.server';
import { type Notice, onNotice } from '../lib/page/notices';
import { CONSENT_EVENT, consentedTo } from '../lib/tracking/consent';
import { MARKETING_EVENT, track, trackKeptEvent } from '../lib/tracking/track';
import '../styles/fonts.css';
import '../styles/global.css';
import { kitWords } from '../lib/i18n/kit-words';
import { loadingBar, shopFooter, shopHeader, shopSlimFooter } from './chrome.deferred';
import * as styles from './ShopLayout.css';

/** What a page's data may give the layout besides the header and footer records. */
export interface PageChrome extends Partial<LayoutData> {
  breadcrumb?: Crumb[];
  /** The page's picture once shared (Open Graph, Twitter card: 1200 × 630), a path on the shop. */
  socialImage?: string | null;
  /**
   * A shell served for addresses not prerendered (the FAQ's free queries): kept from search
   * engines, its canonical address this one (`/faq/`).
   */
  shellOf?: string;
}

/** Query parameters of a cart link (SPEC §5); the code that applies them loads only when present. */
const CART_LINK = /[?&](variantId|quantity|targetQuantity)(\[\])?=/;

/**
 * Applies a cart link on any page — reached by a full load or by a link within the site (the layout
 * stays while the page changes: `url` is the page's address) — and shows the shop's notices at the
 * top of the page.
 */
function Notices({ url }: { url: string }) {
  const { t } = useI18n();

  // Several may come at once (a cart link's lines and a returning customer's greeting): each shown.
  const [notices, setNotices] = useState<Notice[]>([]);
  useEffect(
    () =>
      onNotice((notice) =>
        setNotices((shown) => [...shown.filter((other) => other.text !== notice.text), notice].slice(-3)),
      ),
    [],
  );
  useEffect(() => {
    if (CART_LINK.test(new URL(url, window.location.origin).search)) {
      void import('../lib/cart/cart-link.client').then((module) => module.applyCartLink());
    }
  }, [url]);
  return (
    <div role="status" className={styles.notices}>
      {notices.map((notice) => (
        <p key={notice.text} className={notice.tone === 'critical' ? styles.noticeCritical : styles.notice}>
          {notice.text}{' '}
          <button
            type="button"
            className={styles.noticeClose}
            onClick={() => setNotices((shown) => shown.filter((other) => other !== notice))}
          >
            {t('layout.notice.close')}
          </button>
        </p>
      ))}
    </div>
  );
}

/** Sent once per page load (SPEC §7 `init`). */
let initSent = false;

/**
 * The top banner (SPEC §3 header `promoBanner`), whose text a `top_header` campaign (SPEC §9) may
 * replace in place — with consent to personalised offers only, and in the same line: nothing moves.
 */
function PromoBanner({ text }: { text: string }) {
  const { t } = useI18n();

  const [shown, setShown] = useState(text);
  useEffect(() => {
    setShown(text);
    const onAction = (event: Event) => {
      const { name, data } = (event as CustomEvent<{ name: string; data: { text?: unknown } | null }>).detail;
      if (name === 'top_header' && typeof data?.text === 'string' && data.text && consentedTo('marketing')) {
        setShown(data.text);
      }
    };
    window.addEventListener(MARKETING_EVENT, onAction);
    return () => window.removeEventListener(MARKETING_EVENT, onAction);
  }, [text]);
  // In a landmark of its own (axe's rule `region`): every text of the page is in one, so a screen reader
  // user moving by landmarks meets the offer too.
  return (
    <aside className={styles.banner} aria-label={t('layout.promo')}>
      <p>{shown}</p>
    </aside>
  );
}

/**
 * The shop's layouts (SPEC §2): `default` with header, breadcrumb, mini cart and footer from the
 * content API; `minimal` (login, checkout) with the brand only; `user-guide` (the guides) with
 * the brand, the cart and the way out; `none` (landing pages).
 */
export function ShopLayout({ children }: { children: ReactNode }) {
  const { locale, localHref, t } = useI18n();

  const pageContext = usePageContext();
  const variant = pageContext.config.layoutVariant ?? 'default';
  const chrome = useData<PageChrome | undefined>();
  const supportHours = chrome?.header?.supportHours ?? t('layout.supportHours');
  // SPEC §7 page_view on each page, first and reached in the browser; SPEC §2 the error page's own name.
  const { urlPathname, is404, errorWhileRendering, routeParams } = pageContext;
  const failed = Boolean(is404 || errorWhileRendering);
  // The page as its route names it: a token in an address (a reset link, an order, a cart) never
  // leaves for the tracking service.
  const page = Object.entries(routeParams ?? {}).reduce(
    (path, [name, value]) => (value ? path.replace(value, `{${name}}`) : path),
    urlPathname,
  );
  useEffect(() => {
    const view = () => {
      // SPEC §7 init, once a page load: the service answers the visitor's A/B segments and campaigns.
      if (!initSent) initSent = track('init', {});
      track('page_view', { page, page_name: failed ? 'Error page' : document.title });
      // A sign-in or sign-out on the page before (SPEC §7 `login`).
      trackKeptEvent();
    };
    view();
    // Consent given on this page: it counts from now.
    const onConsent = () => {
      if (!initSent) view();
    };
    window.addEventListener(CONSENT_EVENT, onConsent);
    return () => window.removeEventListener(CONSENT_EVENT, onConsent);
  }, [page, failed]);

  if (variant === 'none') {
    return (
      <KitLocaleProvider locale={locale} messages={kitWords(locale)}>
        <div className={styles.root}>
          <loadingBar.Deferred />
          <main id="contenu" className={styles.bare} tabIndex={-1}>
            <Notices url={pageContext.urlOriginal} />
            {children}
          </main>
        </div>
      </KitLocaleProvider>
    );
  }

  return (
    <KitLocaleProvider locale={locale} messages={kitWords(locale)}>
      <div className={styles.root}>
        <loadingBar.Deferred />
        <a className={styles.skipLink} href="#contenu">
          {t('layout.skipLink')}
        </a>
        {variant === 'default' && chrome?.header?.promoBanner ? <PromoBanner text={chrome.header.promoBanner} /> : null}
        <shopHeader.Deferred variant={variant} header={chrome?.header} supportHours={supportHours} />
        <main id="contenu" className={styles.main} tabIndex={-1}>
          <Notices url={pageContext.urlOriginal} />
          {/* A trail of one (the home page) leads nowhere: shown from two steps on. */}
          {variant === 'default' && chrome?.breadcrumb && chrome.breadcrumb.length > 1 ? (
            <Breadcrumb
              items={chrome.breadcrumb.map((crumb) => (crumb.href ? { ...crumb, href: localHref(crumb.href) } : crumb))}
            />
          ) : null}
          {children}
        </main>
        {variant === 'default' ? (
          <shopFooter.Deferred footer={chrome?.footer} supportHours={supportHours} />
        ) : (
          <shopSlimFooter.Deferred />
        )}
      </div>
    </KitLocaleProvider>
  );
}
