import {
  type AuthenticationResponse,
  href,
  isLoggedIn,
  isSameOriginPath,
  jwtExpiry,
  refreshDelay,
} from '@gamelle/domain';
import { writeKeptGuidePet } from '../account/guide-kept';
import { documentLocale, localizedHref } from '../i18n/locale';
import { readStored, writeStored } from './session-storage';

/**
 * The shopper's session in the browser (SPEC §4, §6, §9): tokens and customer URI kept as SPEC §9
 * says, logged in while the access token's expiry is in the future, refreshed 10 minutes before
 * it (at once when past), ended by a failed refresh or a 401 on a call made with a token.
 */
export interface Session {
  token: string;
  refreshToken: string;
  customer: string;
  expiresAt: number | null;
}

export const SESSION_EVENT = 'gamelle:session';
const LOGIN_TARGET_KEY = 'gamelle.loginRedirect';
export const LOGIN_PATH = href.accountLogin();

export function currentSession(): Session | null {
  const token = readStored('accessToken');
  const refreshToken = readStored('refreshToken');
  const customer = readStored('customer');
  if (!token || !refreshToken || !customer) return null;
  return { token, refreshToken, customer, expiresAt: jwtExpiry(token) };
}

/** Whether the shopper is signed in now ("while token expiry is in the future"). */
export function isSignedIn(now: number = Date.now()): boolean {
  return isLoggedIn(currentSession()?.expiresAt, now);
}

function emit(session: Session | null): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(SESSION_EVENT, { detail: session }));
}

/** Keeps the tokens of a sign-in or a refresh. */
export function startSession(auth: AuthenticationResponse): Session {
  writeStored('accessToken', auth.token);
  writeStored('refreshToken', auth.refresh_token);
  writeStored('customer', auth.customer);
  const session = currentSession() as Session;
  emit(session);
  return session;
}

const PROFILE_KEY = 'gamelle.profile';

/**
 * What the pages need of the signed-in customer: the `is-subscriber` mark, the tracking client
 * type, the header's greeting.
 */
export interface Profile {
  subscriber: boolean;
  /** No order placed yet (SPEC §6 tracking client type « New client », else « Old client »). */
  newCustomer: boolean;
  /** A professional account: its carts are on the B2B channel (ADR 0020). */
  professional?: boolean;
  /** The header's « Mon compte » greets the customer by it (SPEC §2). */
  firstName?: string;
}

/**
 * The signed-in customer's profile as last read for this customer in this tab's session storage;
 * undefined when it must be read from the customer.
 */
export function rememberedProfile(customer: string): Profile | undefined {
  try {
    const kept: unknown = JSON.parse(window.sessionStorage.getItem(PROFILE_KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null || (kept as { customer?: unknown }).customer !== customer) {
      return undefined;
    }
    const { subscriber, newCustomer, professional, firstName } = kept as Record<string, unknown>;
    return {
      subscriber: subscriber === true,
      newCustomer: newCustomer === true,
      professional: professional === true,
      ...(typeof firstName === 'string' && firstName ? { firstName } : {}),
    };
  } catch {
    return undefined;
  }
}

const profileListeners = new Set<() => void>();

/** Called when the profile kept changes (the header greets a first name just changed). */
export function onProfileChange(listener: () => void): () => void {
  profileListeners.add(listener);
  return () => profileListeners.delete(listener);
}

/** Keeps a customer's profile, or forgets it (null) so the next page reads it again (an order placed). */
export function rememberProfile(customer: string | null, profile?: Profile): void {
  try {
    if (customer === null || !profile) window.sessionStorage.removeItem(PROFILE_KEY);
    else window.sessionStorage.setItem(PROFILE_KEY, JSON.stringify({ customer, ...profile }));
  } catch {
    // Without storage, the profile is read on each page.
  }
  for (const listener of profileListeners) listener();
}

/** The first name the customer just saved, for the header's greeting (a profile kept is updated). */
export function rememberFirstName(customer: string, firstName: string): void {
  const kept = rememberedProfile(customer);
  if (kept && kept.firstName !== firstName) rememberProfile(customer, { ...kept, firstName });
}

/** "Logout clears tokens, user and cart and emits a login event" (SPEC §4). */
export function endSession(): void {
  for (const key of ['accessToken', 'refreshToken', 'customer', 'cartToken'] as const) writeStored(key, null);
  // A pet described in the guide leaves with the session.
  writeKeptGuidePet(null);
  rememberProfile(null);
  emit(null);
}

/**
 * Body marks of SPEC §4: `is-logged` or `is-anonymous`, plus `is-subscriber`; and `is-professional`
 * for a professional account (ADR 0020), which shows the prices without VAT that every
 * prerendered page carries hidden (`styles/professional.css.ts`).
 */
export function applySessionClasses(
  body: HTMLElement,
  {
    signedIn,
    subscriber = false,
    professional = false,
  }: { signedIn: boolean; subscriber?: boolean; professional?: boolean },
): void {
  body.classList.toggle('is-logged', signedIn);
  body.classList.toggle('is-anonymous', !signedIn);
  body.classList.toggle('is-subscriber', signedIn && subscriber);
  body.classList.toggle('is-professional', signedIn && professional);
}

let renewing: Promise<boolean> | null = null;

/** Runs `task` under the browser's lock of that name when it has one, so tabs take turns. */
function withTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(name, task) as Promise<T>) : task();
}

/**
 * Renews the access token with the refresh token; a failed refresh ends the session (SPEC §8).
 * One renewal at a time in the page and across tabs (the refresh token is used once: a second use
 * would revoke the session); when `staleToken` was already replaced — by another tab — there is
 * nothing to do. Resolves whether the shopper is still signed in.
 */
export function renewSession(
  refresh: (refreshToken: string) => Promise<AuthenticationResponse>,
  staleToken: string | null = null,
  now: () => number = () => Date.now(),
): Promise<boolean> {
  renewing ??= withTabLock('gamelle.session', async () => {
    const session = currentSession();
    if (!session) return false;
    if (staleToken && session.token !== staleToken && isLoggedIn(session.expiresAt, now())) return true;
    try {
      startSession(await refresh(session.refreshToken));
      return true;
    } catch {
      endSession();
      return false;
    }
  }).finally(() => {
    renewing = null;
  });
  return renewing;
}

/**
 * Keeps the session alive: refreshes 10 minutes before the access token expires, or at once if
 * it has; a failed refresh ends the session. Returns a function that stops it.
 */
export function keepSessionAlive(
  refresh: (refreshToken: string) => Promise<AuthenticationResponse>,
  { now = () => Date.now(), timer = setTimeout, clear = clearTimeout } = {},
): () => void {
  let handle: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const plan = () => {
    const session = currentSession();
    if (stopped || !session) return;
    handle = timer(
      async () => {
        if (stopped || !currentSession()) return;
        if (await renewSession(refresh, session.token, now)) plan();
      },
      refreshDelay(session.expiresAt ?? 0, now()),
    );
  };
  plan();
  return () => {
    stopped = true;
    if (handle !== null) clear(handle);
  };
}

/**
 * Whether a remembered target is a path of this very shop (never an open redirect): the
 * strict shape of `isSameOriginPath` (one `/`, then neither `/` nor `\`; no tab, newline or other
 * parser trick, encoded or not), and the browser's own URL parser keeps it on this origin.
 */
export function isLoginTarget(target: string | null | undefined): target is string {
  if (!target || !isSameOriginPath(target)) return false;
  try {
    return new URL(target, window.location.origin).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Where to go back after signing in (session storage, SPEC §9 "login redirect"); a path of the shop only. */
export function rememberLoginTarget(path: string): void {
  try {
    if (isLoginTarget(path)) window.sessionStorage.setItem(LOGIN_TARGET_KEY, path);
    else window.sessionStorage.removeItem(LOGIN_TARGET_KEY);
  } catch {
    // Without storage the shopper lands on their account after signing in.
  }
}

export function takeLoginTarget(fallback = href.account()): string {
  try {
    const target = window.sessionStorage.getItem(LOGIN_TARGET_KEY);
    window.sessionStorage.removeItem(LOGIN_TARGET_KEY);
    // Only a path of this shop: never an absolute URL, `//host`, `/\host` or a parser trick.
    return isLoginTarget(target) ? target : fallback;
  } catch {
    return fallback;
  }
}

/** "A 401 on a call made with a token logs the user out, remembers the current path and goes to login" (SPEC §6). */
export function onUnauthorized(
  currentPath: string,
  go: (path: string) => void = (path) => window.location.assign(path),
): void {
  endSession();
  rememberLoginTarget(currentPath);
  go(LOGIN_PATH);
}

/**
 * The is-authenticated guard of SPEC §2 for a page rendered in the browser: the session, or —
 * without one — the path remembered and the login page shown (null).
 */
export function requireSession(): Session | null {
  const session = currentSession();
  if (session) return session;
  rememberLoginTarget(window.location.pathname);
  window.location.replace(localizedHref(LOGIN_PATH, documentLocale()));
  return null;
}
