import type { Locale } from '@gamelle/domain';
import type { OutgoingMail } from './outbox.js';
import { SIGNATURES, wholePrice } from './words.js';

/**
 * The e-mails to a customer about their account rather than an order, in the reader's language
 * (ADR 0019): a sponsor's reward, a cat's bi-nutrition menu, the simulated Google code.
 */

/** The sponsor's reward (SPEC §2 sponsorships): their own code, its amount and the order it needs, in cents. */
export function sponsorRewardMail(
  language: Locale,
  to: string,
  {
    firstName,
    code,
    amount,
    minimumItemsTotal,
  }: { firstName: string; code: string; amount: number; minimumItemsTotal: number },
): OutgoingMail {
  const reward = wholePrice(amount, language);
  const minimum = wholePrice(minimumItemsTotal, language);
  if (language === 'nl') {
    return {
      language,
      to,
      subject: `Bedankt voor uw uitnodiging: ${reward} korting voor u`,
      text: `Goeiedag ${firstName},\n\nIemand die u hebt uitgenodigd, heeft zopas een eerste bestelling geplaatst. Bedankt! Hier is uw code: ${code}\n\nDaarmee krijgt u één keer ${reward} korting op een bestelling vanaf ${minimum}.\n\n${SIGNATURES.team.nl}`,
    };
  }
  return {
    language,
    to,
    subject: `Merci pour votre parrainage : ${reward} offerts`,
    text: `Bonjour ${firstName},\n\nLa personne que vous avez parrainée vient de passer sa première commande. Merci ! Voici votre code : ${code}\n\nIl vous offre ${reward} sur une commande de ${minimum} ou plus, une fois.\n\n${SIGNATURES.team.fr}`,
  };
}

/** What the menu e-mail tells of a cat's menu (`Menu` of `catalogue/bi-nutrition.ts`). */
export interface MenuFacts {
  kcalPerDay: number;
  frequency: 'three_per_week' | 'daily';
  wetDaysPerWeek: number;
  wetGramsPerWetDay: number;
  kibbleGramsOnWetDay: number;
  kibbleGramsOnOtherDay: number;
  meals: number;
  kibble: { name: string };
  recipes: readonly { name: string }[];
}

const FREQUENCY_TEXT = {
  fr: { three_per_week: '3 fois par semaine', daily: 'tous les jours' },
  nl: { three_per_week: '3 keer per week', daily: 'elke dag' },
} as const satisfies Record<Locale, Record<MenuFacts['frequency'], string>>;

/** The menu in plain text (SPEC §3 bi-nutrition request): the day's energy, the wet food, the kibble. */
function menuText(language: Locale, name: string, menu: MenuFacts): string {
  const recipes = menu.recipes.map((recipe) => recipe.name).join(', ');
  const frequency = FREQUENCY_TEXT[language][menu.frequency];
  if (language === 'nl') {
    const meals = `${menu.meals} ${menu.meals === 1 ? 'maaltijd' : 'maaltijden'}`;
    const daily = menu.wetDaysPerWeek >= 7;
    const served = menu.recipes.length === 1 ? `met ${recipes}` : `afwisselend ${recipes}`;
    return [
      `Het duomenu van ${name} (${menu.kcalPerDay} kcal per dag):`,
      '',
      `- Natvoer ${frequency}: ${menu.wetGramsPerWetDay} g ${daily ? 'per dag' : 'op die dagen'}, ${served}.`,
      `- Brokken ${menu.kibble.name}: ${menu.kibbleGramsOnWetDay} g ${daily ? 'per dag' : 'op de dagen met natvoer'}, verdeeld over ${meals}.`,
      ...(daily ? [] : [`- De andere dagen: ${menu.kibbleGramsOnOtherDay} g brokken, verdeeld over ${meals}.`]),
    ].join('\n');
  }
  return [
    `Le menu bi-nutrition de ${name} (${menu.kcalPerDay} kcal par jour) :`,
    '',
    `- Pâtée ${frequency} : ${menu.wetGramsPerWetDay} g ces jours-là, en alternant ${recipes}.`,
    `- Croquettes ${menu.kibble.name} : ${menu.kibbleGramsOnWetDay} g les jours de pâtée, en ${menu.meals} repas.`,
    ...(menu.wetDaysPerWeek < 7
      ? [`- Les autres jours : ${menu.kibbleGramsOnOtherDay} g de croquettes, en ${menu.meals} repas.`]
      : []),
  ].join('\n');
}

/**
 * A cat's bi-nutrition menu (SPEC §3 bi-nutrition request): the day's split and
 * how to change food. The site calls it « duomenu » in Dutch. The foods keep their catalogue names.
 */
export function biNutritionMenuMail(
  language: Locale,
  to: string,
  { firstName, petName, menu }: { firstName: string; petName: string; menu: MenuFacts },
): OutgoingMail {
  if (language === 'nl') {
    return {
      language,
      to,
      subject: `Het duomenu van ${petName}`,
      text: `Goeiedag ${firstName},\n\n${menuText(language, petName, menu)}\n\nSchakel geleidelijk over op de nieuwe voeding, gespreid over een week. Hebt u een vraag? Onze klantendienst helpt u graag verder.\n\n${SIGNATURES.service.nl}`,
    };
  }
  return {
    language,
    to,
    subject: `Le menu bi-nutrition de ${petName}`,
    text: `Bonjour ${firstName},\n\n${menuText(language, petName, menu)}\n\nChangez d’alimentation en douceur, sur une semaine. Pour toute question, notre service client vous répond.\n\n${SIGNATURES.service.fr}`,
  };
}

/**
 * The simulated identity provider's code, standing for Google's own e-mail:
 * signed by « Google », in the language of the login page that asked for it.
 */
export function signInCodeMail(language: Locale, to: string, code: string, minutes: number): OutgoingMail {
  if (language === 'nl') {
    return {
      language,
      to,
      subject: `${code} is uw aanmeldcode voor Google (gesimuleerd)`,
      text: `Goeiedag,\n\nUw code om u met Google aan te melden bij Gamelle: ${code}\nDe code is ${minutes} minuten geldig. Hebt u niets gevraagd? Dan mag u dit bericht negeren.\n\nGoogle (gesimuleerde dienst van Gamelle)`,
    };
  }
  return {
    language,
    to,
    subject: `${code} est votre code de connexion Google (simulé)`,
    text: `Bonjour,\n\nVotre code de connexion à Gamelle avec Google : ${code}\nIl est valable ${minutes} minutes. Si vous n’avez rien demandé, ignorez ce message.\n\nGoogle (service simulé de Gamelle)`,
  };
}

/** The password reset link (SPEC §3), valid an hour, in the customer's preferred language. */
export function passwordResetMail(
  language: Locale,
  to: string,
  { firstName, link }: { firstName: string; link: string },
): OutgoingMail {
  if (language === 'nl') {
    return {
      language,
      to,
      subject: 'Kies een nieuw wachtwoord voor Gamelle',
      text: `Goeiedag ${firstName},\n\nOpen deze link binnen het uur om een nieuw wachtwoord te kiezen:\n${link}\n\nHeeft u niets gevraagd? Dan mag u dit bericht negeren.\n\nDe klantendienst van Gamelle`,
      kind: 'password-reset',
    };
  }
  return {
    language,
    to,
    subject: 'Réinitialisez votre mot de passe Gamelle',
    text: `Bonjour ${firstName},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure :\n${link}\n\nSi vous n’avez rien demandé, ignorez ce message.\n\nLe service client Gamelle`,
    kind: 'password-reset',
  };
}
