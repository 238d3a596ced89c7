/** Colours of SPEC §4, named by what they mean to a shopper. */
export type StatusColor = 'green' | 'orange' | 'red' | 'grey';

const STATUS_COLORS: Readonly<Record<string, StatusColor>> = {
  draft: 'green',
  processing: 'green',
  processed: 'green',
  active: 'green',
  authorized: 'green',
  payment_accepted: 'green',
  paid: 'green',
  sent: 'green',
  shipped: 'green',
  awaiting_payment: 'orange',
  partially_authorized: 'orange',
  partially_refunded: 'orange',
  partially_paid: 'orange',
  paused: 'red',
  error: 'red',
  payment_failure: 'red',
  payment_failed: 'red',
  pickuppoint_unavailable: 'red',
  product_unavailable: 'red',
  promotion_unavailable: 'red',
  invalid_promotion: 'red',
  refunded: 'grey',
  stopped: 'grey',
  cancelled: 'grey',
};

/** French labels; draft, processing, processed and active all read "En cours" (SPEC §4). */
const STATUS_LABELS: Readonly<Record<string, string>> = {
  draft: 'En cours',
  processing: 'En cours',
  processed: 'En cours',
  active: 'En cours',
  authorized: 'Paiement autorisé',
  payment_accepted: 'Paiement accepté',
  paid: 'Payée',
  sent: 'Expédiée',
  shipped: 'Expédiée',
  awaiting_payment: 'En attente de paiement',
  partially_authorized: 'Partiellement autorisée',
  partially_refunded: 'Partiellement remboursée',
  partially_paid: 'Partiellement payée',
  paused: 'En pause',
  error: 'En erreur',
  payment_failure: 'Paiement refusé',
  payment_failed: 'Paiement échoué',
  pickuppoint_unavailable: 'Point relais indisponible',
  product_unavailable: 'Produit indisponible',
  promotion_unavailable: 'Promotion indisponible',
  invalid_promotion: 'Code promo invalide',
  refunded: 'Remboursée',
  stopped: 'Arrêté',
  cancelled: 'Annulée',
};

export const KNOWN_STATUSES = Object.keys(STATUS_COLORS);

/** Colour and label of an order, payment, shipment or subscription status (SPEC §4). Unknown: grey, raw. */
export function statusBadge(status: string): { color: StatusColor; label: string } {
  return { color: STATUS_COLORS[status] ?? 'grey', label: STATUS_LABELS[status] ?? status };
}
