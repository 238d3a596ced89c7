import { href } from '@gamelle/domain';
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useFeatures } from '../../hooks/use-feature-guard';
import { customerClient } from '../../lib/api/customer-api';
import { useI18n } from '../../lib/i18n/i18n-context';
import { documentLocale, localizedHref } from '../../lib/i18n/locale';

import { endSession } from '../../lib/session/session';
import { readStored } from '../../lib/session/session-storage';
import { trackOnNextPage } from '../../lib/tracking/track';
import * as styles from './AccountNav.css';

/**
 * The account's views (SPEC §2), each a page of its own (ADR 0015). A view whose feature is off
 * (SPEC §6) is not offered; the sponsorships view joins the list when its page exists, so that
 * no link leads to « Page non trouvée ».
 */
const VIEWS = [
  { href: href.account(), label: 'account.nav.dashboard' },
  { href: href.accountOrders(), label: 'account.nav.orders', feature: 'order-redirect' },
  { href: href.accountSubscriptions(), label: 'account.nav.subscriptions', feature: 'subscription-redirect' },
  { href: href.accountPets(), label: 'account.nav.pets', feature: 'animals' },
  { href: href.accountSponsorships(), label: 'account.nav.sponsorships', feature: 'mention-me' },
  { href: href.accountAddresses(), label: 'account.nav.addresses' },
  { href: href.accountPersonalData(), label: 'account.nav.personalData' },
] as const;

/** SPEC §4 "Logout clears tokens, user and cart"; the server revokes the refresh token too. */
export async function logout(): Promise<void> {
  const refreshToken = readStored('refreshToken');
  endSession();
  // SPEC §4 "Logout … emits a login event", sent by the home page this one goes to.
  trackOnNextPage('login', { status: 'logout' });
  if (refreshToken) await customerClient.logout(refreshToken).catch(() => {});
  window.location.assign(localizedHref('/', documentLocale()));
}

/** The account menu: every view, the current one marked, and the way out. */
export function AccountNav() {
  const { localHref, t } = useI18n();

  // The prerender names a page without its trailing slash (`/mon-compte/mes-animaux`); the shop's
  // addresses all end with one (SPEC §2).
  const isOn = useFeatures();
  const { urlPathname: raw } = usePageContext();
  const urlPathname = raw.endsWith('/') ? raw : `${raw}/`;
  return (
    <nav aria-label={t('account.nav.label')} className={styles.nav}>
      <ul className={styles.list}>
        {VIEWS.filter((view) => !('feature' in view) || isOn(view.feature)).map((view) => (
          <li key={view.href}>
            <a
              className={styles.link}
              href={localHref(view.href)}
              aria-current={
                urlPathname === view.href || (view.href !== href.account() && urlPathname.startsWith(view.href))
                  ? 'page'
                  : undefined
              }
            >
              {t(view.label)}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className={styles.logout} onClick={() => void logout()}>
            {t('account.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** An account page: the menu beside the view, the view's title as the page's one `h1`. */
export function AccountFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <AccountNav />
      <div className={styles.main}>
        {/* Focusable by script: where a change that opened this page puts the focus (lib/notices). */}
        <h1 tabIndex={-1}>{title}</h1>
        {children}
      </div>
    </div>
  );
}
