import type { CheckoutOrder, Locale } from '@gamelle/domain';
import { useEffect, useState } from 'react';
import { translate } from '../../../lib/i18n/i18n';
import { routePathname } from '../../../lib/i18n/locale';
import { requireSession } from '../../../lib/session/session';

/** Whether a path is an order's confirmation rather than its checkout. */
export const isConfirmationPath = (pathname: string) => /^\/commande\/[^/]+\/confirmation\/$/.test(pathname);

/** The order token of `/commande/{order}/…` (each page is one shell for every order). */
export function orderTokenFromPath(pathname: string): string | null {
  const match = /^\/commande\/([^/]+)\//.exec(pathname);
  const token = match?.[1] ? decodeURIComponent(match[1]) : null;
  return token && token !== '_' ? token : null;
}

/** The page's order token once in the browser, after the is-authenticated guard (SPEC §2). */
export function useGuardedOrderToken(): string | null {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    if (requireSession()) setToken(orderTokenFromPath(routePathname()));
  }, []);
  return token;
}

/** A payment method's name (SPEC §9). */
export const methodLabel = (method: string, locale: Locale) =>
  translate(locale, `checkout.payment.${method}` as 'checkout.payment.visa');

export type Act = (call: () => Promise<CheckoutOrder>, options?: { advance?: boolean }) => Promise<CheckoutOrder>;
