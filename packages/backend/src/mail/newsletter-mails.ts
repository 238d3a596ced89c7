import { href, type Locale } from '@gamelle/domain';
import type { OutgoingMail } from './outbox.js';
import { SIGNATURES, siteUrl, wholePrice } from './words.js';

/**
 * The newsletter's e-mails (SPEC §1), in the reader's language (ADR 0019):
 * the double opt-in's confirmation link, then the welcome code with the link that ends the
 * subscription (and the one-click `List-Unsubscribe` of RFC 8058, whatever the language).
 */

/** The welcome offer (SPEC §1): its amount and the order it needs, in cents. */
export interface WelcomeOffer {
  amount: number;
  minimumItemsTotal: number;
}

/**
 * Asks the address to confirm its sign-up: the link to the welcome page, the token in its
 * fragment (never sent to a server), valid `days` days.
 */
export function newsletterConfirmationMail(
  language: Locale,
  to: string,
  {
    page,
    token,
    days,
    offer,
    siteOrigin,
  }: { page: string; token: string; days: number; offer: WelcomeOffer; siteOrigin: string },
): OutgoingMail {
  const link = `${siteUrl(siteOrigin, page, language)}#confirmation=${token}`;
  const amount = wholePrice(offer.amount, language);
  if (language === 'nl') {
    return {
      language,
      to,
      subject: 'Bevestig uw inschrijving op de nieuwsbrief van Gamelle',
      text: `Goeiedag,\n\nWilt u onze tips en aanbiedingen ontvangen, en uw code voor ${amount} korting op een eerste bestelling? Bevestig dan uw inschrijving binnen de ${days} dagen:\n${link}\n\nHebt u niets gevraagd? Dan mag u dit bericht negeren: u ontvangt verder niets van ons.\n\n${SIGNATURES.service.nl}`,
    };
  }
  return {
    language,
    to,
    subject: 'Confirmez votre inscription à la lettre Gamelle',
    text: `Bonjour,\n\nPour recevoir nos conseils et nos offres, et votre code de ${amount} sur une première commande, confirmez votre inscription dans les ${days} jours :\n${link}\n\nSi vous n’avez rien demandé, ignorez ce message : vous ne recevrez rien.\n\n${SIGNATURES.service.fr}`,
  };
}

/**
 * The confirmed subscriber's own welcome code, how it is used, and at the foot the link that ends
 * the subscription (the welcome page, its token in the fragment); `unsubscribeUrl` is the
 * one-click address the mail client offers.
 */
export function newsletterWelcomeMail(
  language: Locale,
  to: string,
  {
    couponCode,
    offer,
    page,
    leaveToken,
    unsubscribeUrl,
    siteOrigin,
  }: {
    couponCode: string;
    offer: WelcomeOffer;
    page: string;
    leaveToken: string;
    unsubscribeUrl: string;
    siteOrigin: string;
  },
): OutgoingMail {
  const amount = wholePrice(offer.amount, language);
  const minimum = wholePrice(offer.minimumItemsTotal, language);
  const cart = siteUrl(siteOrigin, href.cart(), language);
  const leave = `${siteUrl(siteOrigin, page, language)}#desinscription=${leaveToken}`;
  if (language === 'nl') {
    return {
      language,
      to,
      subject: `Uw welkomstcode van Gamelle: ${amount} korting`,
      text: `Goeiedag,\n\nUw inschrijving is bevestigd. Hier is uw welkomstcode: ${couponCode}\n\nDaarmee krijgt u één keer ${amount} korting op een eerste bestelling vanaf ${minimum}. Vul de code in uw winkelmandje in.\n\n${cart}\n\n${SIGNATURES.service.nl}\n\n--\nU ontvangt dit bericht omdat u ingeschreven bent op de nieuwsbrief van Gamelle. Wilt u hem niet langer ontvangen? ${leave}`,
      unsubscribeUrl,
    };
  }
  return {
    language,
    to,
    subject: `Votre code de bienvenue Gamelle : ${amount} offerts`,
    text: `Bonjour,\n\nVotre inscription est confirmée. Voici votre code de bienvenue : ${couponCode}\n\nIl vous offre ${amount} sur une première commande de ${minimum} ou plus, une fois. Saisissez-le dans votre panier.\n\n${cart}\n\n${SIGNATURES.service.fr}\n\n--\nVous recevez ce message car vous êtes inscrit à la lettre d’information Gamelle. Pour ne plus la recevoir : ${leave}`,
    unsubscribeUrl,
  };
}
