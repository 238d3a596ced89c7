/** What an order or subscription may be warned about (SPEC §4 "Alerts"). */
export type AlertKind =
  | 'awaiting_payment'
  | 'payment_failed'
  | 'card_expired'
  | 'card_expiring'
  | 'promotion_invalid'
  | 'product_unavailable'
  | 'pickup_point_unavailable'
  | 'carrier_invalid';

export interface Alert {
  kind: AlertKind;
  tone: 'caution' | 'critical';
  message: string;
  /** The action offered, if any (SPEC §4: "awaiting payment (pay-now action)"). */
  action?: 'pay_now' | 'update_payment' | 'change_pickup_point' | 'change_carrier' | 'contact';
}

export interface AlertSource {
  paymentState?: string | null;
  status?: string | null;
  /** Card expiry, month 1–12. */
  card?: { expiryMonth: number; expiryYear: number } | null;
  promotionInvalid?: boolean;
  productUnavailable?: boolean;
  pickupPoint?: { available: boolean; active: boolean } | null;
  carrierInvalid?: boolean;
}

/** Alerts to show for an order or subscription at `now`, most urgent first. */
export function alertsFor(source: AlertSource, now: Date): Alert[] {
  const alerts: Alert[] = [];
  const payment = source.paymentState ?? source.status;
  if (payment === 'awaiting_payment') {
    alerts.push({
      kind: 'awaiting_payment',
      tone: 'caution',
      message: 'Votre commande est en attente de paiement.',
      action: 'pay_now',
    });
  }
  if (payment === 'payment_failed' || payment === 'payment_failure') {
    alerts.push({
      kind: 'payment_failed',
      tone: 'critical',
      message: 'Le paiement a échoué. Mettez à jour votre moyen de paiement.',
      action: 'update_payment',
    });
  }
  if (source.card) {
    const { expiryMonth, expiryYear } = source.card;
    const year = now.getUTCFullYear();
    const month = now.getUTCMonth() + 1;
    if (expiryYear < year || (expiryYear === year && expiryMonth < month)) {
      alerts.push({
        kind: 'card_expired',
        tone: 'critical',
        message: 'Votre carte bancaire a expiré.',
        action: 'update_payment',
      });
    } else if (expiryYear === year && expiryMonth === month) {
      alerts.push({
        kind: 'card_expiring',
        tone: 'caution',
        message: 'Votre carte bancaire expire à la fin du mois.',
        action: 'update_payment',
      });
    }
  }
  if (source.promotionInvalid || source.status === 'invalid_promotion' || source.status === 'promotion_unavailable') {
    alerts.push({ kind: 'promotion_invalid', tone: 'caution', message: 'Votre code promo n’est plus valide.' });
  }
  if (source.productUnavailable || source.status === 'product_unavailable') {
    alerts.push({
      kind: 'product_unavailable',
      tone: 'caution',
      message: 'Un produit de votre commande est indisponible.',
    });
  }
  if (
    (source.pickupPoint && (!source.pickupPoint.available || !source.pickupPoint.active)) ||
    source.status === 'pickuppoint_unavailable'
  ) {
    alerts.push({
      kind: 'pickup_point_unavailable',
      tone: 'critical',
      message: 'Votre point relais n’est plus actif : choisissez un autre point relais ou un autre transporteur.',
      action: 'change_pickup_point',
    });
  }
  if (source.carrierInvalid) {
    alerts.push({
      kind: 'carrier_invalid',
      tone: 'critical',
      message: 'Le transporteur choisi n’est plus disponible : choisissez-en un autre.',
      action: 'change_carrier',
    });
  }
  const rank = { critical: 0, caution: 1 } as const;
  return alerts.sort((a, b) => rank[a.tone] - rank[b.tone]);
}
