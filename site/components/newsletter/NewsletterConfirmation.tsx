import { Alert, CopyButton } from '@gamelle/ui';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../lib/i18n';
import { confirmationTokenOf } from '../../lib/newsletter-link';

/**
 * The e-mailed link's landing (issue 26 item 1): the token is read from the address's fragment
 * (never sent to a server by the browser), the sign-up confirmed, the fragment removed from the
 * address and history, and the subscriber's own welcome code shown with a copy button.
 */
export function NewsletterConfirmation() {
  const [state, setState] = useState<
    | { kind: 'none' }
    | { kind: 'confirming' }
    | { kind: 'confirmed'; code: string | null }
    | { kind: 'failed'; message: string }
  >({ kind: 'none' });
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const token = confirmationTokenOf(window.location.hash);
    if (!token) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    setState({ kind: 'confirming' });
    import('../../lib/newsletter')
      .then(({ newsletterClient }) => newsletterClient.confirm(token))
      .then(({ couponCode }) => setState({ kind: 'confirmed', code: couponCode }))
      .catch((error: unknown) =>
        setState({
          kind: 'failed',
          message:
            (error as { status?: number }).status === 404 ? (error as Error).message : t('newsletter.confirmFailed'),
        }),
      );
  }, []);
  useEffect(() => {
    if (state.kind === 'confirmed' || state.kind === 'failed') heading.current?.focus();
  }, [state.kind]);

  if (state.kind === 'none') return null;
  return (
    <div ref={heading} tabIndex={-1}>
      {state.kind === 'confirming' ? <p role="status">{t('newsletter.confirming')}</p> : null}
      {state.kind === 'failed' ? <Alert tone="critical">{state.message}</Alert> : null}
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
