import { ApiError } from '@gamelle/api-client';
import { href, resetPasswordSchema } from '@gamelle/domain';
import { Button, PasswordField } from '@gamelle/ui';
import { Form, FormSubmitError } from '@gamelle/ui/form';
import { useEffect, useRef, useState } from 'react';
import { publicCustomerClient as customers } from '../../../lib/api/public-shop-api';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { routePathname } from '../../../lib/i18n/locale';
import { currentSession, isSignedIn } from '../../../lib/session/session';

/** The reset token of `/mot-de-passe-oublie/{token}/` (one shell serves every link). */
function tokenFromPath(pathname: string): string | null {
  const match = /^\/mot-de-passe-oublie\/([^/]+)\//.exec(pathname);
  const token = match?.[1] ? decodeURIComponent(match[1]) : null;
  return token && token !== '_' ? token : null;
}

/** A new password chosen with the e-mailed link (one use, one hour); then back to the login. */
export function ResetForm() {
  const { localHref, t } = useI18n();

  const [token, setToken] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Anonymous only (SPEC §2): a signed-in shopper goes to their account.
    if (currentSession() && isSignedIn()) {
      window.location.replace(localHref(href.account()));
      return;
    }
    setToken(tokenFromPath(routePathname()));
  }, [localHref]);
  useEffect(() => {
    if (done) heading.current?.focus();
  }, [done]);

  if (done) {
    return (
      <>
        <h2 ref={heading} tabIndex={-1}>
          {t('login.resetDone')}
        </h2>
        <p>
          <a href={localHref(href.accountLogin())}>{t('login.resetSignIn')}</a>
        </p>
      </>
    );
  }
  if (!token) return <p>{t('login.resetLoading')}</p>;
  return (
    <Form
      errorTitle
      schema={resetPasswordSchema}
      form="resetPassword"
      label={t('login.resetTitle')}
      defaultValues={{ newPassword: '', confirmation: '' }}
      onSubmit={async ({ newPassword }) => {
        try {
          await customers.resetPassword(token, newPassword);
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) throw new FormSubmitError(t('login.resetExpired'));
          throw error;
        }
        setDone(true);
      }}
    >
      {({ register, errorOf, pending }) => (
        <>
          <PasswordField
            label={t('login.resetNew')}
            description={t('login.passwordHelp')}
            autoComplete="new-password"
            required
            {...register('newPassword')}
            error={errorOf('newPassword')}
          />
          <PasswordField
            label={t('login.resetConfirm')}
            autoComplete="new-password"
            required
            {...register('confirmation')}
            error={errorOf('confirmation')}
          />
          <Button type="submit" pending={pending}>
            {t('login.resetSave')}
          </Button>
        </>
      )}
    </Form>
  );
}
