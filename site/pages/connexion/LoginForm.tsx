import { ApiError } from '@gamelle/api-client';
import { href, loginSchema, lookupSchema, registrationSchema } from '@gamelle/domain';
import { Alert, Button, Checkbox, PasswordField, TextField } from '@gamelle/ui';
import { Form } from '@gamelle/ui/form';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useCaptcha } from '../../hooks/use-captcha';
import { hasKeptGuidePet } from '../../lib/account/guide-kept';
import { publicCustomerClient as customers } from '../../lib/api/public-shop-api';
import { cartClient } from '../../lib/api/shop-api';
import { withCaptcha, withCaptchaIfAsked } from '../../lib/captcha/captcha';
import { translate } from '../../lib/i18n/i18n';
import { useI18n } from '../../lib/i18n/i18n-context';
import { documentLocale, localizedHref } from '../../lib/i18n/locale';
import { useStepTitle } from '../../lib/page/step-title';
import { currentSession, isSignedIn, startSession, takeLoginTarget } from '../../lib/session/session';
import { readStored, writeStored } from '../../lib/session/session-storage';
import { trackOnNextPage } from '../../lib/tracking/track';
import { CaptchaStatus } from './CaptchaStatus';
import { RegistrationTerms } from './RegistrationTerms';

/** A professional's registration: its code only when asked for (ADR 0020). */
const ProRegistration = lazy(() => import('./ProRegistration').then((m) => ({ default: m.ProRegistration })));

/** Where a sign-in goes without a remembered target (SPEC §2 "else to account"), and a new account. */
const ACCOUNT_PATH = href.account();
const WELCOME_PATH = href.accountWelcome();

type Step =
  | { kind: 'lookup' }
  | { kind: 'login'; email: string }
  | { kind: 'register'; email: string }
  | { kind: 'registerPro'; email: string }
  | { kind: 'forgot'; email: string }
  | { kind: 'forgotSent'; email: string };

/** Each step's name in the page's title (WCAG 2.4.2); the first one is the page's own. */
const STEP_TITLES = {
  lookup: undefined,
  login: 'login.welcomeBack',
  register: 'login.createAccount',
  registerPro: 'login.pro.title',
  forgot: 'login.forgotTitle',
  forgotSent: 'login.forgotSentTitle',
} as const;

/** SPEC §2: the login accepts `gi-token`, a federated credential after a failed silent sign-in. */
const FEDERATED_PARAM = 'gi-token';
/** A sponsorship link's parameter (`/connexion/?parrain=PARRAIN-…`). */
const SPONSOR_PARAM = 'parrain';
const SPONSOR_KEY = 'gamelle.sponsorCode';

/** Keeps the code in the tab (a code from the link), or forgets it (`null` once registered). */
function rememberSponsorCode(code: string | null | undefined) {
  try {
    if (code === null) window.sessionStorage.removeItem(SPONSOR_KEY);
    else if (code && /^[A-Za-z0-9-]{4,32}$/.test(code)) window.sessionStorage.setItem(SPONSOR_KEY, code);
  } catch {
    // Without storage the friend registers without their sponsor: no harm to them.
  }
}
function sponsorCode(): string | null {
  try {
    return window.sessionStorage.getItem(SPONSOR_KEY);
  } catch {
    return null;
  }
}

/** SPEC §8: the login's 401 reads as a violation of the password field, with the spec's words. */
function asViolations(error: unknown): never {
  if (error instanceof ApiError && error.status === 401) {
    throw {
      violations: [
        {
          propertyPath: 'password',
          code: 'wrong_password',
          message: translate(documentLocale(), 'login.wrongPassword'),
        },
      ],
    };
  }
  throw error;
}

/**
 * After signing in (SPEC §4): the cart held in the browser is assigned to the customer, otherwise
 * the cart the login returned is recovered, a pet described in the guide is saved; then back to
 * the remembered page.
 */
async function afterSignIn(
  auth: Awaited<ReturnType<typeof customers.signIn>>,
  fallback: string,
  method: 'password' | 'google' | 'registration',
) {
  startSession(auth);
  // SPEC §7 `login`, sent by the next page (this one is left at once).
  trackOnNextPage('login', { status: 'login', method });
  const stored = readStored('cartToken');
  if (stored) {
    await cartClient.assignCustomer(stored, auth.customer).catch(() => writeStored('cartToken', null));
  } else if (auth.cart) {
    writeStored('cartToken', auth.cart.split('/').at(-1) ?? null);
  }
  // A pet described in the guide before signing in joins the account (its code loads only then);
  // back to its results, it is now the account's pet.
  const remembered = takeLoginTarget(fallback);
  const target = hasKeptGuidePet()
    ? await import('../../lib/account/guide-save.client').then((m) => m.saveKeptGuidePet(remembered))
    : remembered;
  // A full load: every part of the next page starts with the session.
  window.location.assign(localizedHref(target, documentLocale()));
}

/** An e-mail alone (the lookup step, the forgotten password), validated by the lookup schema. */
function EmailForm({
  label,
  email,
  submitLabel,
  onSubmit,
  status,
}: {
  label: string;
  email: string;
  submitLabel: string;
  onSubmit: (email: string) => Promise<void>;
  /** Under the button: the captcha's status, where the form sends a token. */
  status?: ReactNode;
}) {
  const { t } = useI18n();

  return (
    <Form
      errorTitle
      schema={lookupSchema}
      form="login"
      label={label}
      defaultValues={{ email }}
      onSubmit={(values) => onSubmit(values.email)}
    >
      {({ register, errorOf, pending }) => (
        <>
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="email"
            required
            {...register('email')}
            error={errorOf('email')}
          />
          <Button type="submit" pending={pending}>
            {submitLabel}
          </Button>
          {status}
        </>
      )}
    </Form>
  );
}

/**
 * Login and registration (SPEC §2 `/connexion/`): the e-mail first (lookup), then the password of
 * an existing account or the registration form, with a way back to change the e-mail.
 */
export function LoginForm() {
  const { localHref, t, tRich } = useI18n();

  const [step, setStep] = useState<Step>({ kind: 'lookup' });
  const [federated, setFederated] = useState<'pending' | 'failed' | 'unverified' | null>(null);
  const [sponsored, setSponsored] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The proof-of-work captcha (ADR 0027, SPEC §7 "a captcha token is obtained for the login
  // action"): each step's token is obtained as soon as the step shows, while the person types.
  const login = useCaptcha('login', { start: false });
  const registration = useCaptcha('register', { start: false });
  const reset = useCaptcha('reset', { start: false });
  useEffect(() => {
    if (step.kind === 'login') login.captcha.prepare();
    else if (step.kind === 'register' || step.kind === 'registerPro') registration.captcha.prepare();
    else if (step.kind === 'forgot') reset.captcha.prepare();
  }, [step.kind, login.captcha, registration.captcha, reset.captcha]);
  const stepTitle = STEP_TITLES[step.kind];
  useStepTitle(stepTitle ? t(stepTitle) : undefined);
  // Anonymous only: a signed-in shopper goes on to where they were going.
  useEffect(() => {
    if (currentSession() && isSignedIn()) {
      window.location.replace(takeLoginTarget(ACCOUNT_PATH));
      return;
    }
    const url = new URL(window.location.href);
    // A sponsorship link's code, kept in the tab for the registration.
    const fromLink = url.searchParams.get(SPONSOR_PARAM);
    if (fromLink) rememberSponsorCode(fromLink);
    setSponsored(sponsorCode() !== null);
    const credential = url.searchParams.get(FEDERATED_PARAM);
    if (!credential) return;
    // The credential is used once and leaves the address bar (and the history) at once.
    url.searchParams.delete(FEDERATED_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    setFederated('pending');
    customers
      .signInWithIdentity(credential)
      .then((auth) => afterSignIn(auth, ACCOUNT_PATH, 'google'))
      // 409: an account with a password nobody has proven the address of (the backend's
      // federated sign-in): its owner signs in with the password or a reset link first.
      .catch((error: unknown) =>
        setFederated(error instanceof ApiError && error.status === 409 ? 'unverified' : 'failed'),
      );
  }, []);
  useEffect(() => {
    if (step.kind !== 'lookup') heading.current?.focus();
  }, [step]);

  if (federated === 'pending') return <p role="status">{t('login.federatedPending')}</p>;

  if (step.kind === 'lookup') {
    return (
      <>
        {federated === 'failed' ? <Alert tone="critical">{t('login.federatedFailed')}</Alert> : null}
        {federated === 'unverified' ? <Alert tone="critical">{t('login.federatedUnverified')}</Alert> : null}
        {sponsored ? <Alert tone="info">{t('login.sponsored')}</Alert> : null}
        <EmailForm
          label={t('login.lookupForm')}
          email=""
          submitLabel={t('login.continue')}
          onSubmit={async (email) => {
            const found = await customers.lookup(email);
            setStep(found.exists ? { kind: 'login', email } : { kind: 'register', email });
          }}
        />
      </>
    );
  }

  const back = (
    <p>
      {t('login.as', { email: step.email })}{' '}
      <Button tone="secondary" onClick={() => setStep({ kind: 'lookup' })}>
        {t('login.changeEmail')}
      </Button>
    </p>
  );

  if (step.kind === 'login') {
    return (
      <>
        <h2 ref={heading} tabIndex={-1}>
          {t('login.welcomeBack')}
        </h2>
        {back}
        <Form
          errorTitle
          schema={loginSchema}
          form="login"
          label={t('login.loginForm')}
          defaultValues={{ email: step.email, password: '' }}
          onSubmit={async (values) => {
            const auth = await withCaptcha(login.captcha, (captcha) =>
              customers.signIn(values.email, values.password, captcha),
            ).catch(asViolations);
            await afterSignIn(auth, ACCOUNT_PATH, 'password');
          }}
        >
          {({ register, errorOf, pending }) => (
            <>
              <PasswordField
                label={t('login.password')}
                autoComplete="current-password"
                required
                {...register('password')}
                error={errorOf('password')}
              />
              <Button type="submit" pending={pending}>
                {t('login.signIn')}
              </Button>
              <CaptchaStatus waiting={login.waiting} />
            </>
          )}
        </Form>
        <p>
          <Button tone="secondary" onClick={() => setStep({ kind: 'forgot', email: step.email })}>
            {t('login.forgot')}
          </Button>
        </p>
      </>
    );
  }

  if (step.kind === 'forgot') {
    return (
      <>
        <h2 ref={heading} tabIndex={-1}>
          {t('login.forgotTitle')}
        </h2>
        <p>{t('login.forgotHelp')}</p>
        <EmailForm
          label={t('login.forgotTitle')}
          email={step.email}
          submitLabel={t('login.forgotSend')}
          onSubmit={async (email) => {
            await withCaptcha(reset.captcha, (captcha) => customers.requestPasswordReset(email, captcha));
            setStep({ kind: 'forgotSent', email });
          }}
          status={<CaptchaStatus waiting={reset.waiting} />}
        />
        <p>
          <Button tone="secondary" onClick={() => setStep({ kind: 'login', email: step.email })}>
            {t('login.forgotBack')}
          </Button>
        </p>
      </>
    );
  }

  if (step.kind === 'forgotSent') {
    return (
      <>
        <h2 ref={heading} tabIndex={-1}>
          {t('login.forgotSentTitle')}
        </h2>
        <p>{t('login.forgotSent', { email: step.email })}</p>
        <p>{t('login.forgotWait')}</p>
        <p>{tRich('login.forgotContact', { contact: (chunks) => <a href={localHref(href.contact())}>{chunks}</a> })}</p>
        <p>
          <Button tone="secondary" onClick={() => setStep({ kind: 'lookup' })}>
            {t('login.forgotBackToLogin')}
          </Button>
        </p>
      </>
    );
  }

  if (step.kind === 'registerPro') {
    return (
      <>
        <h2 ref={heading} tabIndex={-1}>
          {t('login.pro.title')}
        </h2>
        {back}
        <p>
          <Button tone="secondary" onClick={() => setStep({ kind: 'register', email: step.email })}>
            {t('login.pro.back')}
          </Button>
        </p>
        <Suspense fallback={null}>
          <ProRegistration
            email={step.email}
            captcha={registration.captcha}
            waiting={registration.waiting || login.waiting}
            onRegistered={async (password) =>
              afterSignIn(
                await withCaptchaIfAsked(login.captcha, (captcha) => customers.signIn(step.email, password, captcha)),
                WELCOME_PATH,
                'registration',
              )
            }
          />
        </Suspense>
      </>
    );
  }

  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        {t('login.createAccount')}
      </h2>
      {back}
      <p>
        <Button tone="secondary" onClick={() => setStep({ kind: 'registerPro', email: step.email })}>
          {t('login.pro.link')}
        </Button>
      </p>
      <Form
        errorTitle
        schema={registrationSchema}
        form="registration"
        label={t('login.registrationForm')}
        defaultValues={{ email: step.email, password: '', firstName: '', lastName: '', subscribedToNewsletter: false }}
        onSubmit={async (values) => {
          const sponsor = sponsorCode();
          await withCaptcha(registration.captcha, (captcha) =>
            customers.register({ ...values, ...(sponsor ? { sponsorCode: sponsor } : {}), captcha }),
          );
          rememberSponsorCode(null);
          // Just registered: the sign-in needs a token only if this address failed to sign in lately.
          const auth = await withCaptchaIfAsked(login.captcha, (captcha) =>
            customers.signIn(values.email, values.password, captcha),
          );
          await afterSignIn(auth, WELCOME_PATH, 'registration');
        }}
      >
        {({ register, errorOf, pending }) => (
          <>
            <TextField
              label={t('login.firstName')}
              autoComplete="given-name"
              required
              {...register('firstName')}
              error={errorOf('firstName')}
            />
            <TextField
              label={t('login.lastName')}
              autoComplete="family-name"
              required
              {...register('lastName')}
              error={errorOf('lastName')}
            />
            <PasswordField
              label={t('login.password')}
              description={t('login.passwordHelp')}
              autoComplete="new-password"
              required
              {...register('password')}
              error={errorOf('password')}
            />
            <Checkbox label={t('login.newsletter')} {...register('subscribedToNewsletter')} />
            <RegistrationTerms />
            <Button type="submit" pending={pending}>
              {t('login.register')}
            </Button>
            <CaptchaStatus waiting={registration.waiting || login.waiting} />
          </>
        )}
      </Form>
    </>
  );
}
