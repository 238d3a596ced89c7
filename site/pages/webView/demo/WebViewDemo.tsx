import { href } from '@gamelle/domain';
import { Alert, Button, Skeleton } from '@gamelle/ui';
import { useEffect, useRef, useState } from 'react';
import { useSignedInCustomer } from '../../../hooks/use-signed-in';
import { useSubscriptions } from '../../../hooks/use-subscriptions';
import { webViewPaymentPath } from '../../../lib/account/account-subscriptions';
import { cardUpdatedBy } from '../../../lib/account/web-view';
import { useI18n } from '../../../lib/i18n/i18n-context';
import * as styles from './WebViewDemo.css';

const SUBSCRIPTIONS = href.accountSubscriptions();

/**
 * The embedded view framed as the mobile app frames it (SPEC §2 `/webView/demo/`): the signed-in
 * subscriber's card change in a phone-sized frame, and what the app hears once the card is saved.
 * The web view is the one page the shop lets a frame show (its CSP), and only on the shop's origin.
 */
export function WebViewDemo() {
  const { localHref, t } = useI18n();

  const customerUri = useSignedInCustomer();
  const { data, error } = useSubscriptions(customerUri);
  const frame = useRef<HTMLIFrameElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [heard, setHeard] = useState<string | null>(null);
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const code = cardUpdatedBy(event, { origin: window.location.origin, source: frame.current?.contentWindow });
      if (code) setHeard(t('webView.demo.heard', { code }));
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [t]);

  if (error) return <Alert tone="critical">{t('account.subscriptions.error')}</Alert>;
  if (!data) return <Skeleton height="20rem" label={t('account.subscriptions.loading')} />;
  const running = data.filter((subscription) => subscription.status !== 'stopped');
  const first = running[0];
  if (!first) {
    return (
      <p>
        {t('webView.demo.none')} <a href={localHref(SUBSCRIPTIONS)}>{t('account.nav.subscriptions')}</a>
      </p>
    );
  }
  const code = chosen ?? first.code;
  return (
    <div className={styles.stack}>
      {running.length > 1 ? (
        <ul className={styles.choices} aria-label={t('webView.demo.choose')}>
          {running.map((subscription) => (
            <li key={subscription.code}>
              <Button
                tone="secondary"
                aria-pressed={subscription.code === code}
                onClick={() => {
                  setChosen(subscription.code);
                  setHeard(null);
                }}
              >
                {t('account.subscriptions.code', { code: subscription.code })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.phone}>
        <iframe
          ref={frame}
          className={styles.screen}
          src={webViewPaymentPath(code)}
          title={t('webView.demo.frame', { code })}
        />
      </div>
      <p role="status" aria-live="polite">
        {heard}
      </p>
    </div>
  );
}
