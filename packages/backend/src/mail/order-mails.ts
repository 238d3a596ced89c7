import { formatPrice, type Locale } from '@gamelle/domain';
import type { OutgoingMail } from './outbox.js';

/**
 * The order's confirmation e-mail (SPEC §2 confirmation), in the language the order was placed in
 * (issue 27 item 1): its number and total, then how the payment goes on (a cheque or a transfer
 * still to send, PayPal to finish) or that the parcel is being prepared.
 */
export function orderConfirmedMail(
  language: Locale,
  to: string,
  number: string,
  totalCents: number,
  paymentInstructions: string | null,
): OutgoingMail {
  const total = formatPrice(totalCents, { locale: language });
  if (language === 'nl') {
    return {
      to,
      subject: `Uw bestelling ${number} is bevestigd`,
      text: [
        'Goeiedag,',
        '',
        `Bedankt voor uw bestelling ${number} van ${total}.`,
        paymentInstructions ?? 'Uw betaling is aanvaard: we maken uw pakket klaar.',
        '',
        'Het Gamelle-team',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: `Votre commande ${number} est confirmée`,
    text: [
      'Bonjour,',
      '',
      `Merci pour votre commande ${number} d’un montant de ${total}.`,
      paymentInstructions ?? 'Votre paiement est accepté : nous préparons votre colis.',
      '',
      'L’équipe Gamelle',
    ].join('\n'),
  };
}
