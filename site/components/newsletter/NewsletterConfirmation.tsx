import { Alert, CopyButton } from '@gamelle/ui';
import { useEffect, useRef, useState } from 'react';
import { newsletterLinkOf } from '../../lib/account/newsletter-link';
import { useI18n } from '../../lib/i18n/i18n-context';

/**
 * The e-mailed links' landing (the newsletter's double opt-in, SPEC §1): the token is read from the
 * address's fragment (never sent to a server by the browser) and the fragment removed from the
 * address and history;
 * a confirmation shows the subscriber's own welcome code with a copy button, a newsletter's
 * « ne plus la recevoir » link says the address is off the list.
 */
export function NewsletterConfirmation() {
  const { t } = useI18n();

  const [state, setState] = useState<
    | { kind: 'none' }
    | { kind: 'confirming' | 'leaving' }
    | { kind: 'confirmed'; code: string | null }
    | { kind: 'left' }
    | { kind: 'failed'; message: string }
  >({ kind: 'none' });
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const link = newsletterLinkOf(window.location.hash);
    if (!link) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    const failed = (fallback: string) => (error: unknown) =>
      setState({
        kind: 'failed',
        message: (error as { status?: number }).status === 404 ? (error as Error).message : fallback,
      });
    const client = import('../../lib/account/newsletter').then(({ newsletterClient }) => newsletterClient);
    if (link.action === 'leave') {
      setState({ kind: 'leaving' });
      client
        .then((newsletter) => newsletter.unsubscribe(link.token))
        .then(() => setState({ kind: 'left' }))
        .catch(failed(t('newsletter.leaveFailed')));
      return;
    }
    setState({ kind: 'confirming' });
    client
      .then((newsletter) => newsletter.confirm(link.token))
      .then(({ couponCode }) => setState({ kind: 'confirmed', code: couponCode }))
      .catch(failed(t('newsletter.confirmFailed')));
  }, [t]);
  useEffect(() => {
    if (state.kind === 'confirmed' || state.kind === 'left' || state.kind === 'failed') heading.current?.focus();
  }, [state.kind]);

  if (state.kind === 'none') return null;
  return (
    <div ref={heading} tabIndex={-1}>
      {state.kind === 'confirming' || state.kind === 'leaving' ? (
        <p role="status">{t(state.kind === 'confirming' ? 'newsletter.confirming' : 'newsletter.leaving')}</p>
      ) : null}
      {state.kind === 'failed' ? <Alert tone="critical">{state.message}</Alert> : null}
      {state.kind === 'left' ? <Alert tone="positive">{t('newsletter.left')}</Alert> : null}
      {state.kind === 'confirmed' ? (
        <Alert tone="positive">
          <p>{t('newsletter.confirmed')}</p>
          {state.code ? (
            <p>
              {t('newsletter.code')} <strong>{state.code}</strong>{' '}
              <CopyButton value={state.code} label={t('newsletter.copy')} />
            </p>
          ) : null}
        </Alert>
      ) : null}
    </div>
  );
}
