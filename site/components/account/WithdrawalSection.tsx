import type { CheckoutOrder } from '@gamelle/domain';
import { withdrawalPath, withdrawalState } from '../../lib/account/account-orders';
import { longDate, shortTime } from '../../lib/i18n/dates';
import { useI18n } from '../../lib/i18n/i18n-context';
import * as controls from '../../styles/controls.css';
import * as styles from './Orders.css';

/**
 * The withdrawal function of a placed order (directive 2011/83/EU art. 11a, ADR 0028): while the
 * period runs, « Se rétracter du contrat ici », a link to the confirmation step, with until when;
 * once received, « Rétractation reçue le … »; after the period, the day it ended. Nothing for an
 * order without a withdrawal of its own (made by a subscription, cancelled).
 */
export function WithdrawalSection({ order, now }: { order: CheckoutOrder; now: Date }) {
  const { locale, localHref, t } = useI18n();

  const state = withdrawalState(order, now);
  if (state.kind === 'none') return null;
  const day = (value: string) => longDate(`${value}T12:00:00Z`, 'UTC', locale);
  return (
    <section aria-labelledby="retractation" className={styles.stack}>
      <h2 id="retractation">{t('account.withdrawal.title')}</h2>
      {state.kind === 'received' ? (
        <>
          <p className={styles.text}>
            <strong>
              {t('account.withdrawal.received', {
                date: longDate(state.at, undefined, locale),
                time: shortTime(state.at, locale),
              })}
            </strong>
          </p>
          <p className={styles.text}>{t('account.withdrawal.receivedText')}</p>
        </>
      ) : state.kind === 'over' ? (
        <p className={styles.text}>{t('account.withdrawal.over', { date: day(state.lastDay) })}</p>
      ) : (
        <>
          <p className={styles.text}>
            {state.lastDay
              ? t('account.withdrawal.openUntil', { date: day(state.lastDay) })
              : t('account.withdrawal.openBeforeDelivery')}
          </p>
          <p className={styles.text}>
            <a className={controls.secondaryLink} href={localHref(withdrawalPath(order.tokenValue))}>
              {t('account.withdrawal.action')}
            </a>
          </p>
        </>
      )}
    </section>
  );
}
