import type { Locale } from '@gamelle/domain';
import { href, localizedPath } from '@gamelle/domain';
import { LoadingBar, Prerendered } from '@gamelle/ui';
import { useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { BrandLogo } from '../components/BrandLogo';
import { consentBanner, consentLink, exitPopup } from '../components/consent/consent.deferred';
import { MiniCart } from '../components/MiniCart';
import { newsletterSignup } from '../components/newsletter/newsletter.deferred';
import { regionWall } from '../components/region/region.deferred';
import { translate } from '../lib/i18n/i18n';
import { useI18n } from '../lib/i18n/i18n-context';
import { rememberLocale, routePathname } from '../lib/i18n/locale';
import type { LayoutData } from '../lib/page/layout-data.server';
import { onNavigation } from '../lib/page/navigation';
import { onStored, readStored } from '../lib/session/session-storage';
import * as styles from './ShopLayout.css';

/** Header links kept when the content API gave none (the error page renders without data). */
const fallbackNavigation = (locale: Locale) => [
  { label: translate(locale, 'layout.navigation.dog'), href: '/chien/' },
  { label: translate(locale, 'layout.navigation.cat'), href: '/chat/' },
];

/** The top loading bar of SPEC §2, driven by Vike's page-transition hooks. */
export function PageLoadingBar() {
  const [active, setActive] = useState(false);
  useEffect(() => onNavigation(setActive), []);
  return <LoadingBar active={active} />;
}

/** Each language's name in itself (WCAG 3.1.2: the link's words marked in their language). */
const LANGUAGE_NAMES = { fr: 'Français', nl: 'Nederlands' } as const;

/**
 * The same page in the other language (ADR 0019): the route's path in it, the query kept.
 * Vike's router goes there in the browser; the other language's messages load first. An error
 * page has no twin (the 404 page is prerendered as `/404`, and an unknown path is unknown in both
 * languages): it leads to the other language's home page.
 */
function LanguageSwitch() {
  const { locale } = useI18n();

  const { urlPathname, urlParsed, is404, abortStatusCode, errorWhileRendering } = usePageContext();
  const other = locale === 'nl' ? 'fr' : 'nl';
  const failed = Boolean(is404 || abortStatusCode !== undefined || errorWhileRendering);
  return (
    <a
      href={
        failed
          ? localizedPath(href.home(), other)
          : `${localizedPath(urlPathname, other)}${urlParsed.searchOriginal ?? ''}`
      }
      hrefLang={other}
      lang={other}
      onClick={() => rememberLocale(other)}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}

/** A person, drawn for the header's account link; decorative (the link has its name in words). */
function AccountIcon() {
  return (
    <svg
      className={styles.toolIcon}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
    </svg>
  );
}

/** Three lines, drawn for the phone's menu button; decorative (the button says « Menu »). */
function MenuIcon() {
  return (
    <svg
      className={styles.toolIcon}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
    >
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

/**
 * The way into the account from every header but the login's and the checkout's (SPEC §2): « Se
 * connecter » to a visitor, « Mon compte » to a signed-in customer, greeted by the first name once
 * the profile is read. The prerendered page does not know the visitor: it says « Se connecter », and
 * a stored session changes it once the page runs (and at once when the visitor signs in or out in
 * another part of the page). On a phone the person's outline stands for the words (the link keeps
 * its name).
 */
function AccountLink() {
  const { localHref, t } = useI18n();
  const [signedIn, setSignedIn] = useState(false);
  const [firstName, setFirstName] = useState<string>();
  useEffect(() => {
    setSignedIn(Boolean(readStored('accessToken')));
    return onStored('accessToken', (token) => setSignedIn(Boolean(token)));
  }, []);
  useEffect(() => {
    setFirstName(undefined);
    if (!signedIn) return;
    let stop: (() => void) | undefined;
    let active = true;
    // Only a signed-in customer's page loads the profile's reader.
    void import('../lib/session/greeting.client').then((greeting) => {
      if (active) stop = greeting.watchFirstName(setFirstName);
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [signedIn]);
  return (
    <a className={styles.account} href={localHref(signedIn ? href.account() : href.accountLogin())}>
      <AccountIcon />
      <span className={styles.accountWords}>
        {firstName ? <span className={styles.greeting}>{t('layout.hello', { name: firstName })}</span> : null}
        <span>{signedIn ? t('layout.account') : t('layout.signIn')}</span>
      </span>
    </a>
  );
}

/** The navigation's links: in the header's row from a tablet's width, in the menu on a phone. */
function NavigationLinks({ navigation }: { navigation: readonly { label: string; href: string }[] }) {
  const { localHref, t } = useI18n();
  return (
    <>
      {navigation.map((link) => (
        <li key={link.href}>
          <a href={localHref(link.href)}>{link.label}</a>
        </li>
      ))}
      <li>
        <a href={localHref(href.search())}>{t('layout.search')}</a>
      </li>
    </>
  );
}

const MENU_ID = 'site-menu';

/**
 * The phone's menu: the navigation and the other language in a panel the « Menu » button opens
 * (the HTML popover: it opens before the page's script has run, closes with Escape, a click
 * outside or « Fermer le menu », and Tab goes from the button into it). Closed when a link leads to
 * another page in the browser, the header staying in place.
 */
function PhoneMenu({ navigation }: { navigation: readonly { label: string; href: string }[] }) {
  const { t } = useI18n();
  useEffect(
    () =>
      onNavigation((active) => {
        const menu = document.getElementById(MENU_ID);
        if (active && menu?.matches(':popover-open')) menu.hidePopover();
      }),
    [],
  );
  return (
    <>
      <button type="button" className={styles.menuButton} popoverTarget={MENU_ID}>
        <MenuIcon />
        <span className={styles.menuWord}>{t('layout.menu')}</span>
      </button>
      <div id={MENU_ID} popover="auto" className={styles.menu}>
        <button type="button" className={styles.menuClose} popoverTarget={MENU_ID} popoverTargetAction="hide">
          {t('layout.menuClose')}
        </button>
        <nav aria-label={t('layout.mainNavigation')}>
          <ul className={styles.menuList}>
            <NavigationLinks navigation={navigation} />
          </ul>
        </nav>
        <p className={styles.menuLanguage}>
          <LanguageSwitch />
        </p>
      </div>
    </>
  );
}

/**
 * The header: brand, then the navigation and mini cart (`default`), the way out of the guide and
 * the mini cart (`user-guide`: what the guide recommends goes to the cart), or the support hours
 * (`minimal`). On a phone the default header is one row: brand, account, cart and « Menu ».
 */
export function ShopHeader({
  variant,
  header,
  supportHours,
}: {
  variant: 'default' | 'minimal' | 'user-guide';
  header: LayoutData['header'] | undefined;
  supportHours: string;
}) {
  const { locale, localHref, t } = useI18n();
  const navigation = header?.navigation ?? fallbackNavigation(locale);
  // SPEC §2 the home page's `customer-get-return-user`: its code only there, only for a session.
  useEffect(() => {
    if (routePathname() === '/' && readStored('accessToken')) {
      void import('../lib/cart/return-user.client').then((m) => m.welcomeBack(locale));
    }
  }, [locale]);
  return (
    <>
      {/* Consent before any non-essential tracker (ADR 0018): first in reading order. */}
      <consentBanner.Deferred />
      {/* Not in the checkout, the login or the guides: an offer there would be in the way. */}
      {variant === 'default' ? <exitPopup.Deferred /> : null}
      {/* A first visit from Belgium or Luxembourg is asked its country and language, once (SPEC §9). */}
      {variant === 'default' ? <regionWall.Deferred /> : null}
      <header className={styles.header[variant]}>
        <a className={styles.brand} href={localHref('/')} aria-label={t('layout.brandHome')}>
          <BrandLogo>{t('layout.brand')}</BrandLogo>
        </a>
        <div className={styles.tools}>
          {variant === 'user-guide' ? <a href={localHref('/')}>{t('layout.leaveGuide')}</a> : null}
          <LanguageSwitch />
        </div>
        {variant === 'minimal' ? null : <AccountLink />}
        {variant === 'default' ? (
          <>
            <nav aria-label={t('layout.mainNavigation')} className={styles.nav}>
              <ul className={styles.headerNavList}>
                <NavigationLinks navigation={navigation} />
              </ul>
            </nav>
            <MiniCart />
            <PhoneMenu navigation={navigation} />
          </>
        ) : variant === 'user-guide' ? (
          <MiniCart />
        ) : (
          <p className={styles.headerEnd}>{supportHours}</p>
        )}
      </header>
    </>
  );
}

/**
 * The footer: the content API's columns and legal links, support hours, delivery countries. Links
 * and text only: kept as prerendered when the page hydrates (`Prerendered`).
 */
export function ShopFooter({
  footer,
  supportHours,
}: {
  footer: LayoutData['footer'] | undefined;
  supportHours: string;
}) {
  const { localHref, t } = useI18n();

  return (
    <footer className={styles.footer}>
      {/* The sign-up is the footer's one interactive part: its code comes after the page's (ADR 0005). */}
      <newsletterSignup.Deferred source="footer" title={t('newsletter.title')} />
      <Prerendered
        as="div"
        contentKey={JSON.stringify([footer ?? null, supportHours])}
        className={styles.footerLinks}
        data-part="footer-links"
      >
        {footer ? (
          <div className={styles.footerColumns}>
            {footer.columns.map((column) => (
              <nav key={column.title} aria-label={column.title}>
                <h2 className={styles.footerTitle}>{column.title}</h2>
                <ul className={styles.navList}>
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <a href={localHref(link.href)}>{link.label}</a>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        ) : null}
        <p>
          {supportHours} · <a href={localHref(href.contact())}>{t('layout.contact')}</a>
        </p>
        <p>{t('layout.delivery')}</p>
        {footer ? (
          <nav aria-label={t('layout.legal')}>
            <ul className={styles.navList}>
              {footer.legal.map((link) => (
                <li key={link.href}>
                  <a href={localHref(link.href)}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </Prerendered>
      <consentLink.Deferred />
    </footer>
  );
}

/**
 * The footer of the pages with a layout of their own — login, checkout, guides: the privacy page,
 * the accessibility statement and « Gérer mes cookies », so the choice can be changed there too (ADR 0018). Landing
 * pages and the app's web view (`none`) stay bare, as SPEC §2 draws them.
 */
export function ShopSlimFooter() {
  const { localHref, t } = useI18n();

  return (
    <footer className={styles.slimFooter}>
      <a href={localHref(href.contentPage({ page: 'donnees-personnelles' }))}>{t('layout.privacy')}</a>
      {/* French law (article 47, loi 2005-102): the accessibility statement's status on every page. */}
      <a href={localHref(href.contentPage({ page: 'accessibilite' }))}>{t('layout.accessibility')}</a>
      <consentLink.Deferred />
    </footer>
  );
}
