import type { Locale } from '@gamelle/domain';

/**
 * What the cart and the checkout say when they refuse a step, in the order's language (ADR 0019:
 * a Dutch cart's refusals in Dutch; the cart follows the shopper's language, SPEC §9).
 */
const TEXTS = {
  fr: {
    placed: 'Cette commande est déjà validée : elle ne peut plus changer.',
    notACart: 'Cette commande n’est plus un panier : elle ne peut plus changer.',
    empty: 'Votre panier est vide.',
    addressFirst: 'Indiquez d’abord l’adresse de livraison.',
    shippingFirst: 'Choisissez d’abord un mode de livraison.',
    paymentFirst: 'Choisissez d’abord un moyen de paiement.',
    carrierUnknown: 'Ce mode de livraison n’est pas proposé.',
    methodUnknown: 'Ce moyen de paiement n’est pas proposé.',
    cardRequired: 'Saisissez les informations de votre carte.',
    cardExpired: 'Ces informations de carte ont expiré : saisissez-les à nouveau.',
    cardBrand: (brand: string) => `Cette carte n’est pas une carte ${brand}.`,
    paypalRefused: 'PayPal n’a pas confirmé ce paiement : recommencez depuis le bouton PayPal.',
    countryUnknown: 'Choisissez la France, la Belgique ou le Luxembourg.',
    postcodeCountry: 'Le format du code postal ne correspond pas au pays sélectionné.',
    notYours: 'Ce panier ne peut être attribué qu’à vous.',
    notEmpty: 'Ce panier contient des articles : il ne peut pas être supprimé.',
    lineUnknown: 'Cette ligne n’est pas dans le panier.',
    couponNotApplied: 'Ce code promo n’est pas appliqué à ce panier.',
  },
  nl: {
    placed: 'Deze bestelling is al bevestigd: ze kan niet meer veranderen.',
    notACart: 'Deze bestelling is geen winkelmandje meer: ze kan niet meer veranderen.',
    empty: 'Uw winkelmandje is leeg.',
    addressFirst: 'Geef eerst het leveringsadres op.',
    shippingFirst: 'Kies eerst een leveringswijze.',
    paymentFirst: 'Kies eerst een betaalmethode.',
    carrierUnknown: 'Deze leveringswijze wordt niet aangeboden.',
    methodUnknown: 'Deze betaalmethode wordt niet aangeboden.',
    cardRequired: 'Vul de gegevens van uw kaart in.',
    cardExpired: 'Deze kaartgegevens zijn verlopen: vul ze opnieuw in.',
    cardBrand: (brand: string) => `Deze kaart is geen ${brand}-kaart.`,
    paypalRefused: 'PayPal heeft deze betaling niet bevestigd: begin opnieuw met de PayPal-knop.',
    countryUnknown: 'Kies Frankrijk, België of Luxemburg.',
    postcodeCountry: 'De postcode past niet bij het gekozen land.',
    notYours: 'Dit winkelmandje kan alleen aan u worden toegewezen.',
    notEmpty: 'Dit winkelmandje bevat artikelen: het kan niet worden verwijderd.',
    lineUnknown: 'Deze regel staat niet in het winkelmandje.',
    couponNotApplied: 'Deze kortingscode is niet op dit winkelmandje toegepast.',
  },
} as const satisfies Record<Locale, Record<string, string | ((brand: string) => string)>>;

export type CheckoutTexts = (typeof TEXTS)[Locale];

/** The cart's and the checkout's refusals in a language. */
export const checkoutTexts = (language: Locale): CheckoutTexts => TEXTS[language];
