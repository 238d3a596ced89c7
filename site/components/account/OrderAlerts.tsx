import type { CheckoutOrder } from '@gamelle/domain';
import { href } from '@gamelle/domain';
import { Alert } from '@gamelle/ui';
import { orderAlerts } from '../../lib/account/account-orders';
import { useI18n } from '../../lib/i18n/i18n-context';

/**
 * The SPEC §4 alerts of a placed order: awaiting payment with « Payer maintenant » (the order's
 * confirmation, where its payment is made: PayPal's button, the cheque's or the transfer's
 * details), payment failed, product unavailable… each with a way out.
 */
export function OrderAlerts({ order, now }: { order: CheckoutOrder; now: Date }) {
  const { localHref, t } = useI18n();

  const alerts = orderAlerts(order, now);
  if (alerts.length === 0) return null;
  return (
    <>
      {alerts.map((alert) => (
        <Alert
          key={alert.kind}
          tone={alert.tone}
          action={
            alert.action === 'pay_now' ? (
              <a href={localHref(href.checkoutConfirmation({ order: order.tokenValue }))}>
                {t('account.orders.payNow')}
              </a>
            ) : alert.action ? (
              <a href={localHref(href.contact())}>{t('account.orders.contact')}</a>
            ) : undefined
          }
        >
          {alert.message}
        </Alert>
      ))}
    </>
  );
}
