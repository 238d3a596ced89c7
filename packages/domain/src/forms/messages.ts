import { BI_NUTRITION_MESSAGES } from '../calculators/bi-nutrition.js';

/**
 * French messages of the forms (SPEC §5), keyed `forms.{form}.{field}.errors.{code}`. A key
 * missing at field level falls back to `forms.generic.errors.{code}`; `{min}` and `{max}` are
 * filled from the issue. `FORM_MESSAGES_NL` is the Dutch catalogue, with the same keys.
 */
export const FORM_MESSAGES_FR: Record<string, string> = {
  // Generic rules (SPEC §5 "Generic").
  'forms.generic.errors.required': 'Ce champ est obligatoire.',
  'forms.generic.errors.invalid': 'Cette valeur n’est pas valide.',
  'forms.generic.errors.too_short': 'Ce champ doit contenir au moins {min} caractères.',
  'forms.generic.errors.too_long': 'Ce champ doit contenir au plus {max} caractères.',
  'forms.generic.errors.too_small': 'Cette valeur doit être supérieure ou égale à {min}.',
  'forms.generic.errors.too_small_exclusive': 'Cette valeur doit être supérieure à {min}.',
  'forms.generic.errors.too_big': 'Cette valeur doit être inférieure ou égale à {max}.',
  'forms.generic.errors.too_big_exclusive': 'Cette valeur doit être inférieure à {max}.',
  'forms.generic.errors.date_too_early': 'Cette date est trop ancienne.',
  'forms.generic.errors.date_too_late': 'Cette date ne peut pas être dans le futur.',
  'forms.generic.errors.array_too_small': 'Choisissez au moins {min} élément(s).',
  'forms.generic.errors.array_too_big': 'Choisissez au plus {max} élément(s).',
  'forms.generic.errors.forbidden_characters':
    "Ce champ ne doit pas contenir les caractères suivants : ' , @ & * ! ? / ( ) _ # $ € %",
  'forms.generic.errors.emoji': 'Ce champ ne doit pas contenir d’émoji.',
  'forms.generic.errors.email': 'Cette adresse e-mail n’est pas valide.',
  'forms.generic.errors.not_accepted': 'Vous devez accepter pour continuer.',
  'forms.generic.errors.unknown_field': 'Une erreur est survenue',
  'forms.generic.errors.locale_unavailable': 'Cette langue n’est pas proposée.',
  'forms.generic.errors.channel_unavailable': 'Cette boutique n’existe pas.',
  // The proof-of-work captcha (ADR 0027): the browser does it unseen; these show only when it could not.
  'forms.generic.errors.captcha_required':
    'La vérification de sécurité de votre navigateur manque : rechargez la page, puis réessayez.',
  'forms.generic.errors.captcha_invalid':
    'La vérification de sécurité de votre navigateur n’est plus valable : rechargez la page, puis réessayez.',

  // Professional registration (SPEC §1 B2B variant, ADR 0020).
  'forms.registration.vatNumber.errors.vat_country':
    'Ce numéro de TVA n’a pas le format du pays de l’entreprise (par exemple FR12345678901, BE0123456789 ou LU12345678).',
  'forms.registration.companyCountry.errors.required': 'Choisissez le pays de l’entreprise.',

  // Address (SPEC §5).
  'forms.address.postcode.errors.postcode_country': 'Le format du code postal ne correspond pas au pays sélectionné.',
  'forms.address.phoneNumber.errors.mobile_invalid': 'Le champ mobile est invalide',
  // A number the phone rules refuse says what forms.phone.error says (SPEC §5), not the generic « invalid ».
  'forms.address.phoneNumber.errors.invalid': 'Ce numéro de téléphone n’est pas valide.',
  'forms.address.phoneNumber2.errors.invalid': 'Ce numéro de téléphone n’est pas valide.',
  'forms.address.countryCode.errors.required': 'Choisissez un pays.',

  // Phone field (SPEC §5 "invalid flagged with forms.phone.error").
  'forms.phone.error': 'Ce numéro de téléphone n’est pas valide.',

  // Login and passwords (SPEC §5).
  'forms.login.password.errors.wrong_password': 'Votre mot de passe est incorrect.',
  'forms.login.password.errors.too_short': 'Votre mot de passe est incorrect.',
  'forms.login.password.errors.too_long': 'Votre mot de passe est incorrect.',
  'forms.changePassword.currentPassword.errors.wrong_password': 'Votre mot de passe actuel est incorrect.',
  'forms.changePassword.confirmation.errors.mismatch': 'Les deux mots de passe ne sont pas identiques.',
  'forms.resetPassword.confirmation.errors.mismatch': 'Les deux mots de passe ne sont pas identiques.',
  // The same rule under the API's field name (`PUT {customer}/password`, `PATCH …/reset-password/{token}`).
  'forms.changePassword.confirmNewPassword.errors.mismatch': 'Les deux mots de passe ne sont pas identiques.',
  'forms.resetPassword.confirmNewPassword.errors.mismatch': 'Les deux mots de passe ne sont pas identiques.',

  // Birthdays (SPEC §5).
  'forms.customer.birthday.errors.date_too_late': 'La date de naissance doit être dans le passé.',
  'forms.customer.birthday.errors.date_too_early': 'La date de naissance ne peut pas remonter à plus de 120 ans.',
  'forms.pet.birthday.errors.date_too_early': 'La date de naissance ne peut pas être antérieure au 01/01/1970.',
  'forms.pet.birthday.errors.date_too_late': 'La date de naissance ne peut pas être dans le futur.',
  // The same rules inside the whole pet form, where the date is `birthday.birthday` (SPEC §3 `in_date`).
  'forms.pet.birthday.birthday.errors.date_too_early':
    'La date de naissance ne peut pas être antérieure au 01/01/1970.',
  'forms.pet.birthday.birthday.errors.date_too_late': 'La date de naissance ne peut pas être dans le futur.',
  'forms.pet.birthday.birthday.errors.invalid': 'Indiquez une date au format JJ/MM/AAAA.',
  'forms.pet.birthday.birthday_months.errors.required': 'Indiquez l’âge de votre animal en années et en mois.',

  // Pet (SPEC §5).
  'forms.pet.weight.errors.too_small_exclusive': 'Le poids doit être supérieur à 0.',
  'forms.pet.weight.errors.invalid': 'Indiquez un poids en kilos, par exemple 4,5.',
  'forms.pet.weight.errors.cat_weight': 'Le poids d’un chat doit être compris entre 1 et 13 kg.',
  'forms.pet.feeds.errors.array_too_small': 'Choisissez au moins une alimentation.',
  'forms.biNutrition.kibble.errors.required': 'Choisissez ses croquettes.',
  'forms.biNutrition.recipes.errors.array_too_small': 'Choisissez au moins une recette de pâtée.',
  'forms.biNutrition.recipes.errors.array_too_big': 'Choisissez au plus {max} recettes de pâtée.',
  'forms.biNutrition.frequency.errors.required': 'Choisissez à quel rythme lui servir de la pâtée.',
  'forms.biNutrition.meals.errors.invalid': 'Choisissez de 1 à 4 repas.',
  // A kibble the cat's age or kind refuses (SPEC §8), said under the kibble.
  'forms.biNutrition.kibble.errors.dog_kibble': BI_NUTRITION_MESSAGES.dog_kibble,
  'forms.biNutrition.kibble.errors.kitten_adult_kibble': BI_NUTRITION_MESSAGES.kitten_adult_kibble,
  'forms.biNutrition.kibble.errors.adult_kitten_kibble': BI_NUTRITION_MESSAGES.adult_kitten_kibble,

  // The customer's rights (ADR 0028): the withdrawal's confirmation, the account's deletion.
  'forms.withdrawal.name.errors.required': 'Indiquez votre nom et votre prénom.',
  'forms.withdrawal.email.errors.required': 'Indiquez l’adresse e-mail où recevoir l’accusé de réception.',
  'forms.accountDeletion.currentPassword.errors.required': 'Saisissez votre mot de passe pour confirmer.',
  'forms.accountDeletion.currentPassword.errors.wrong_password': 'Votre mot de passe est incorrect.',

  // Contact (SPEC §5, §8).
  'forms.contact.file.errors.file_too_big': 'Fichier trop volumineux',
  'forms.contact.file.errors.file_type': 'Type de fichier non supporté',

  // Cart (SPEC §4, §8).
  'forms.cart.productVariant.errors.invalid': 'Ce produit n’existe pas ou n’est plus vendu.',
  'forms.cart.productVariant.errors.product_unavailable': 'Ce produit n’est plus disponible.',
  'forms.cart.quantity.errors.out_of_stock': 'Il ne reste que {max} article(s) en stock.',
  'forms.cart.quantity.errors.too_big': 'Vous pouvez commander au plus {max} articles de ce format.',
  // A free sample comes with an order (SPEC §3 freeProducts): one of each, three at most.
  'forms.cart.quantity.errors.free_one': 'Un seul exemplaire de cet échantillon offert par commande.',
  'forms.cart.productVariant.errors.free_lines': 'Trois échantillons offerts par commande au plus.',
  'forms.cart.subscriptionInterval.errors.invalid': 'Cette fréquence de livraison n’est pas proposée.',
  'forms.cart.subscriptionInterval.errors.not_subscribable': 'Ce produit n’est pas proposé en abonnement.',
  'forms.cart.couponCode.errors.invalid_coupon': 'Ce code promo n’est pas valide.',
  'forms.cart.couponCode.errors.coupon_minimum': 'Ce code promo demande au moins {min} d’articles.',
  'forms.cart.couponCode.errors.coupon_first_order': 'Ce code promo est réservé à une première commande.',
  'forms.cart.couponCode.errors.coupon_used': 'Ce code promo a déjà été utilisé.',

  // Subscription and checkout (SPEC §5, §9).
  'forms.subscription.deliveries.errors.too_small': 'Un abonnement compte au moins 2 livraisons.',
  // The next order's promotion code (SPEC §4 alert): judged when applied, on the page, and when the order is made.
  'forms.subscription.couponCode.errors.invalid_coupon': 'Le code promo {code} n’est pas valable.',
  'forms.subscription.couponCode.errors.coupon_minimum':
    'Le code promo {code} demande au moins {min} d’articles dans la commande.',
  'forms.subscription.couponCode.errors.coupon_first_order':
    'Le code promo {code} est réservé à une première commande.',
  'forms.subscription.couponCode.errors.coupon_used': 'Le code promo {code} a déjà été utilisé.',
  'forms.checkout.termsAccepted.errors.not_accepted':
    'Vous devez accepter les conditions générales de vente avant de payer.',
  // A coupon judged again when the order is placed: the shopper removes it from the cart.
  'forms.checkout.couponCode.errors.invalid_coupon':
    'Le code promo {code} n’est plus valable : retirez-le de votre panier pour valider votre commande.',
  'forms.checkout.couponCode.errors.coupon_minimum':
    'Le code promo {code} demande au moins {min} d’articles : complétez votre panier ou retirez le code pour valider votre commande.',
  'forms.checkout.couponCode.errors.coupon_first_order':
    'Le code promo {code} est réservé à une première commande : retirez-le de votre panier pour valider celle-ci.',
  'forms.checkout.couponCode.errors.coupon_used':
    'Le code promo {code} a déjà été utilisé : retirez-le de votre panier pour valider votre commande.',

  // Newsletter (SPEC §8).
  'forms.newsletter.email.errors.email': 'L’adresse email n’est pas valide',
  'forms.newsletter.errors.generic': 'Une erreur s’est produite',

  // Tag manager (SPEC §5).
  'forms.settings.tagManagerId.errors.invalid':
    'L’identifiant doit commencer par GTM- ou G- suivi de majuscules ou de chiffres.',
};

/**
 * Dutch messages of the forms (SPEC §1: languages fr and nl; nl-BE), the same keys as
 * `FORM_MESSAGES_FR` in the same order; a test keeps both catalogues with the same keys.
 */
export const FORM_MESSAGES_NL: Record<string, string> = {
  // Generic rules (SPEC §5 "Generic").
  'forms.generic.errors.required': 'Dit veld is verplicht.',
  'forms.generic.errors.invalid': 'Deze waarde is ongeldig.',
  'forms.generic.errors.too_short': 'Dit veld moet minstens {min} tekens bevatten.',
  'forms.generic.errors.too_long': 'Dit veld mag maximaal {max} tekens bevatten.',
  'forms.generic.errors.too_small': 'Deze waarde moet groter dan of gelijk aan {min} zijn.',
  'forms.generic.errors.too_small_exclusive': 'Deze waarde moet groter zijn dan {min}.',
  'forms.generic.errors.too_big': 'Deze waarde moet kleiner dan of gelijk aan {max} zijn.',
  'forms.generic.errors.too_big_exclusive': 'Deze waarde moet kleiner zijn dan {max}.',
  'forms.generic.errors.date_too_early': 'Deze datum ligt te ver in het verleden.',
  'forms.generic.errors.date_too_late': 'Deze datum mag niet in de toekomst liggen.',
  'forms.generic.errors.array_too_small': 'Kies minstens {min} element(en).',
  'forms.generic.errors.array_too_big': 'Kies maximaal {max} element(en).',
  'forms.generic.errors.forbidden_characters':
    "Dit veld mag de volgende tekens niet bevatten: ' , @ & * ! ? / ( ) _ # $ € %",
  'forms.generic.errors.emoji': 'Dit veld mag geen emoji bevatten.',
  'forms.generic.errors.email': 'Dit e-mailadres is ongeldig.',
  'forms.generic.errors.not_accepted': 'U moet dit aanvaarden om verder te gaan.',
  'forms.generic.errors.unknown_field': 'Er is een fout opgetreden',
  'forms.generic.errors.locale_unavailable': 'Deze taal wordt niet aangeboden.',
  'forms.generic.errors.channel_unavailable': 'Deze winkel bestaat niet.',
  'forms.generic.errors.captcha_required':
    'De veiligheidscontrole van uw browser ontbreekt: laad de pagina opnieuw en probeer het nog eens.',
  'forms.generic.errors.captcha_invalid':
    'De veiligheidscontrole van uw browser is niet meer geldig: laad de pagina opnieuw en probeer het nog eens.',

  // Professional registration (SPEC §1 B2B variant, ADR 0020).
  'forms.registration.vatNumber.errors.vat_country':
    'Dit btw-nummer heeft niet het formaat van het land van de onderneming (bijvoorbeeld FR12345678901, BE0123456789 of LU12345678).',
  'forms.registration.companyCountry.errors.required': 'Kies het land van de onderneming.',

  // Address (SPEC §5).
  'forms.address.postcode.errors.postcode_country':
    'Het formaat van de postcode komt niet overeen met het gekozen land.',
  'forms.address.phoneNumber.errors.mobile_invalid': 'Het gsm-nummer is ongeldig',
  'forms.address.phoneNumber.errors.invalid': 'Dit telefoonnummer is ongeldig.',
  'forms.address.phoneNumber2.errors.invalid': 'Dit telefoonnummer is ongeldig.',
  'forms.address.countryCode.errors.required': 'Kies een land.',

  // Phone field (SPEC §5 "invalid flagged with forms.phone.error").
  'forms.phone.error': 'Dit telefoonnummer is ongeldig.',

  // Login and passwords (SPEC §5).
  'forms.login.password.errors.wrong_password': 'Uw wachtwoord is onjuist.',
  'forms.login.password.errors.too_short': 'Uw wachtwoord is onjuist.',
  'forms.login.password.errors.too_long': 'Uw wachtwoord is onjuist.',
  'forms.changePassword.currentPassword.errors.wrong_password': 'Uw huidige wachtwoord is onjuist.',
  'forms.changePassword.confirmation.errors.mismatch': 'De twee wachtwoorden komen niet overeen.',
  'forms.resetPassword.confirmation.errors.mismatch': 'De twee wachtwoorden komen niet overeen.',
  // The same rule under the API's field name (`PUT {customer}/password`, `PATCH …/reset-password/{token}`).
  'forms.changePassword.confirmNewPassword.errors.mismatch': 'De twee wachtwoorden komen niet overeen.',
  'forms.resetPassword.confirmNewPassword.errors.mismatch': 'De twee wachtwoorden komen niet overeen.',

  // Birthdays (SPEC §5).
  'forms.customer.birthday.errors.date_too_late': 'De geboortedatum moet in het verleden liggen.',
  'forms.customer.birthday.errors.date_too_early': 'De geboortedatum mag niet meer dan 120 jaar geleden zijn.',
  'forms.pet.birthday.errors.date_too_early': 'De geboortedatum mag niet vóór 01/01/1970 liggen.',
  'forms.pet.birthday.errors.date_too_late': 'De geboortedatum mag niet in de toekomst liggen.',
  // The same rules inside the whole pet form, where the date is `birthday.birthday` (SPEC §3 `in_date`).
  'forms.pet.birthday.birthday.errors.date_too_early': 'De geboortedatum mag niet vóór 01/01/1970 liggen.',
  'forms.pet.birthday.birthday.errors.date_too_late': 'De geboortedatum mag niet in de toekomst liggen.',
  'forms.pet.birthday.birthday.errors.invalid': 'Geef een datum op in het formaat DD/MM/JJJJ.',
  'forms.pet.birthday.birthday_months.errors.required': 'Geef de leeftijd van uw huisdier op in jaren en maanden.',

  // Pet (SPEC §5).
  'forms.pet.weight.errors.too_small_exclusive': 'Het gewicht moet groter zijn dan 0.',
  'forms.pet.weight.errors.invalid': 'Geef een gewicht op in kilo, bijvoorbeeld 4,5.',
  'forms.pet.weight.errors.cat_weight': 'Het gewicht van een kat moet tussen 1 en 13 kg liggen.',
  'forms.pet.feeds.errors.array_too_small': 'Kies minstens één soort voeding.',
  'forms.biNutrition.kibble.errors.required': 'Kies de brokjes van uw kat.',
  'forms.biNutrition.recipes.errors.array_too_small': 'Kies minstens één natvoerrecept.',
  'forms.biNutrition.recipes.errors.array_too_big': 'Kies maximaal {max} natvoerrecepten.',
  'forms.biNutrition.frequency.errors.required': 'Kies hoe vaak uw kat natvoer krijgt.',
  'forms.biNutrition.meals.errors.invalid': 'Kies 1 tot 4 maaltijden.',
  // A kibble the cat's age or kind refuses (SPEC §8), said under the kibble.
  'forms.biNutrition.kibble.errors.dog_kibble':
    'De gekozen brokjes zijn bedoeld voor honden: kies brokjes voor katten.',
  'forms.biNutrition.kibble.errors.kitten_adult_kibble':
    'Uw kitten heeft kittenbrokjes nodig: de gekozen brokjes zijn voor volwassen katten.',
  'forms.biNutrition.kibble.errors.adult_kitten_kibble':
    'Uw kat is volwassen: de gekozen brokjes zijn bedoeld voor kittens.',

  // The customer's rights (ADR 0028): the withdrawal's confirmation, the account's deletion.
  'forms.withdrawal.name.errors.required': 'Vul uw voornaam en naam in.',
  'forms.withdrawal.email.errors.required': 'Vul het e-mailadres in waarop u de ontvangstbevestiging wilt krijgen.',
  'forms.accountDeletion.currentPassword.errors.required': 'Vul uw wachtwoord in om te bevestigen.',
  'forms.accountDeletion.currentPassword.errors.wrong_password': 'Uw wachtwoord is onjuist.',

  // Contact (SPEC §5, §8).
  'forms.contact.file.errors.file_too_big': 'Bestand te groot',
  'forms.contact.file.errors.file_type': 'Bestandstype niet ondersteund',

  // Cart (SPEC §4, §8).
  'forms.cart.productVariant.errors.invalid': 'Dit product bestaat niet of wordt niet meer verkocht.',
  'forms.cart.productVariant.errors.product_unavailable': 'Dit product is niet meer beschikbaar.',
  'forms.cart.quantity.errors.out_of_stock': 'Er zijn nog maar {max} artikel(en) op voorraad.',
  'forms.cart.quantity.errors.too_big': 'U kunt maximaal {max} artikelen van dit formaat bestellen.',
  'forms.cart.quantity.errors.free_one': 'Eén exemplaar van dit gratis proefzakje per bestelling.',
  'forms.cart.productVariant.errors.free_lines': 'Maximaal drie gratis proefzakjes per bestelling.',
  'forms.cart.subscriptionInterval.errors.invalid': 'Deze leveringsfrequentie wordt niet aangeboden.',
  'forms.cart.subscriptionInterval.errors.not_subscribable': 'Dit product is niet verkrijgbaar met een abonnement.',
  'forms.cart.couponCode.errors.invalid_coupon': 'Deze kortingscode is ongeldig.',
  'forms.cart.couponCode.errors.coupon_minimum':
    'Voor deze kortingscode moet u voor minstens {min} aan artikelen bestellen.',
  'forms.cart.couponCode.errors.coupon_first_order': 'Deze kortingscode geldt enkel voor een eerste bestelling.',
  'forms.cart.couponCode.errors.coupon_used': 'Deze kortingscode is al gebruikt.',

  // Subscription and checkout (SPEC §5, §9).
  'forms.subscription.deliveries.errors.too_small': 'Een abonnement omvat minstens 2 leveringen.',
  // The next order's promotion code (SPEC §4 alert): judged when applied, on the page, and when the order is made.
  'forms.subscription.couponCode.errors.invalid_coupon': 'De kortingscode {code} is niet geldig.',
  'forms.subscription.couponCode.errors.coupon_minimum':
    'Voor de kortingscode {code} moet de bestelling minstens {min} aan artikelen bevatten.',
  'forms.subscription.couponCode.errors.coupon_first_order':
    'De kortingscode {code} geldt enkel voor een eerste bestelling.',
  'forms.subscription.couponCode.errors.coupon_used': 'De kortingscode {code} is al gebruikt.',
  'forms.checkout.termsAccepted.errors.not_accepted':
    'U moet de algemene verkoopvoorwaarden aanvaarden voordat u betaalt.',
  // A coupon judged again when the order is placed: the shopper removes it from the cart.
  'forms.checkout.couponCode.errors.invalid_coupon':
    'De kortingscode {code} is niet langer geldig: verwijder hem uit uw winkelmandje om uw bestelling af te ronden.',
  'forms.checkout.couponCode.errors.coupon_minimum':
    'Voor de kortingscode {code} moet u voor minstens {min} aan artikelen bestellen: vul uw winkelmandje aan of verwijder de code om uw bestelling af te ronden.',
  'forms.checkout.couponCode.errors.coupon_first_order':
    'De kortingscode {code} geldt enkel voor een eerste bestelling: verwijder hem uit uw winkelmandje om deze bestelling af te ronden.',
  'forms.checkout.couponCode.errors.coupon_used':
    'De kortingscode {code} is al gebruikt: verwijder hem uit uw winkelmandje om uw bestelling af te ronden.',

  // Newsletter (SPEC §8).
  'forms.newsletter.email.errors.email': 'Het e-mailadres is ongeldig',
  'forms.newsletter.errors.generic': 'Er is een fout opgetreden',

  // Tag manager (SPEC §5).
  'forms.settings.tagManagerId.errors.invalid':
    'De identificatiecode moet beginnen met GTM- of G-, gevolgd door hoofdletters of cijfers.',
};

export type MessageParams = Readonly<Record<string, string | number | undefined>>;

function fill(text: string, params: MessageParams): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/**
 * The text of a form message: the field's key, else the generic key for the same code, else the
 * raw text (SPEC §5 "translated when a key exists, else shown raw").
 */
export function formMessage(
  form: string,
  field: string,
  code: string,
  {
    params = {},
    raw,
    catalogue = FORM_MESSAGES_FR,
  }: { params?: MessageParams; raw?: string; catalogue?: Record<string, string> } = {},
): string {
  const fieldKey = field ? `forms.${form}.${field}.errors.${code}` : `forms.${form}.errors.${code}`;
  const text =
    catalogue[fieldKey] ??
    FORM_MESSAGES_FR[fieldKey] ??
    catalogue[`forms.generic.errors.${code}`] ??
    FORM_MESSAGES_FR[`forms.generic.errors.${code}`];
  return text ? fill(text, params) : (raw ?? code);
}
