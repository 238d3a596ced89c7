import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { anAddress, aPet, NOW } from './forms.test-helpers.js';
import {
  abortSubscriptionSchema,
  addressSchema,
  biNutritionRequestSchema,
  changePasswordRequest,
  changePasswordSchema,
  contactRequestSchema,
  customerBirthdaySchema,
  dateInputToIsoTimestamp,
  emailSchema,
  FORM_MESSAGES_FR,
  formErrorsFromZod,
  loginSchema,
  newsletterSchema,
  passwordSchema,
  personalDataSchema,
  petAgeInMonths,
  petBirthdaySchema,
  petFormSchema,
  petSchema,
  rationCalculatorSchema,
  registrationSchema,
  resetPasswordSchema,
  subscriptionCommitmentSchema,
  subscriptionContactSchema,
  tagManagerIdSchema,
  termsOfSaleSchema,
} from './index.js';

/** Validates and returns the message of each field, as the form shows it. */
function messages(form: string, schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors = formErrorsFromZod(form, result.error);
  return Object.fromEntries([
    ...Object.entries(errors.fields).map(([field, e]) => [field, e.message]),
    ...errors.form.map((e, i) => [`form${i}`, e.message]),
  ]);
}

describe('SPEC §5 address names "must not contain quote, comma, @, &, *, !, ?, /, parentheses, underscore, #, $, € (and %)"', () => {
  it.each(["'", '"', ',', '@', '&', '*', '!', '?', '/', '(', ')', '_', '#', '$', '€', '%'])('refuses %s', (char) => {
    const errors = messages(
      'address',
      addressSchema(),
      anAddress({ firstName: `Cami${char}lle`, city: `Ly${char}on` }),
    );
    expect(errors.firstName).toMatch(/ne doit pas contenir/);
    expect(errors.city).toMatch(/ne doit pas contenir/);
  });

  it('accepts accents, hyphens, spaces and dots', () => {
    expect(
      messages('address', addressSchema(), anAddress({ firstName: 'Jean-Noël', street: '3 bd St. Michel' })),
    ).toEqual({});
  });
});

describe('SPEC §5 address lengths', () => {
  it('"First and last name 1 to 255"', () => {
    expect(messages('address', addressSchema(), anAddress({ firstName: '', lastName: 'x'.repeat(256) }))).toEqual({
      firstName: 'Ce champ est obligatoire.',
      lastName: 'Ce champ doit contenir au plus 255 caractères.',
    });
  });

  it('"company at most 255; street at most 38; street2 at most 38"', () => {
    const errors = messages(
      'address',
      addressSchema(),
      anAddress({ company: 'c'.repeat(256), street: 's'.repeat(39), street2: 'l'.repeat(39) }),
    );
    expect(Object.keys(errors).sort()).toEqual(['company', 'street', 'street2']);
    expect(errors.street).toBe('Ce champ doit contenir au plus 38 caractères.');
    expect(
      messages('address', addressSchema(), anAddress({ street: 's'.repeat(38), street2: 'l'.repeat(38) })),
    ).toEqual({});
  });

  it('"city 2 to 33"', () => {
    expect(messages('address', addressSchema(), anAddress({ city: 'A' })).city).toBe(
      'Ce champ doit contenir au moins 2 caractères.',
    );
    expect(messages('address', addressSchema(), anAddress({ city: 'A'.repeat(34) })).city).toBe(
      'Ce champ doit contenir au plus 33 caractères.',
    );
    expect(messages('address', addressSchema(), anAddress({ city: 'Eu' }))).toEqual({});
  });

  it('"country required"', () => {
    expect(messages('address', addressSchema(), anAddress({ countryCode: '' })).countryCode).toBe(
      'Choisissez un pays.',
    );
  });

  it('"alias at most 255, no emoji"', () => {
    expect(messages('address', addressSchema(), anAddress({ alias: 'Chez mamie 🏡' })).alias).toBe(
      'Ce champ ne doit pas contenir d’émoji.',
    );
    expect(messages('address', addressSchema(), anAddress({ alias: 'a'.repeat(256) })).alias).toMatch(/au plus 255/);
  });

  it('"Empty optional fields are sent as null"', () => {
    const parsed = addressSchema().parse(anAddress({ company: '  ', street2: '', alias: '' }));
    expect(parsed.company).toBeNull();
    expect(parsed.street2).toBeNull();
    expect(parsed.alias).toBeNull();
    expect(parsed.provinceCode).toBeNull();
  });
});

describe('SPEC §5 "postcode required and matching country (FR 5 digits, BE 4, LU 4)"', () => {
  const postcode = (countryCode: string, value: string) =>
    messages('address', addressSchema(), anAddress({ countryCode, postcode: value, phoneNumber: '' })).postcode;

  it('accepts each country’s format', () => {
    expect(postcode('FR', '75011')).toBeUndefined();
    expect(postcode('BE', '1000')).toBeUndefined();
    expect(postcode('LU', '1111')).toBeUndefined();
    expect(postcode('LU', 'L-1111')).toBeUndefined();
  });

  it('answers "Le format du code postal ne correspond pas au pays sélectionné." otherwise', () => {
    for (const [country, value] of [
      ['FR', '1000'],
      ['BE', '75011'],
      ['LU', '123'],
      ['FR', '7501A'],
    ] as const) {
      expect(postcode(country, value), `${country} ${value}`).toBe(
        'Le format du code postal ne correspond pas au pays sélectionné.',
      );
    }
  });

  it('requires it', () => {
    expect(postcode('FR', '')).toBe('Ce champ est obligatoire.');
  });
});

describe('SPEC §5 "mobile required by the carrier (Le champ mobile est invalide)"', () => {
  it('asks for a mobile number when the carrier needs one', () => {
    const schema = addressSchema({ mobileRequired: true });
    expect(messages('address', schema, anAddress({ phoneNumber: '' })).phoneNumber).toBe(
      'Le champ mobile est invalide',
    );
    expect(messages('address', schema, anAddress({ phoneNumber: '01 42 68 53 00' })).phoneNumber).toBe(
      'Le champ mobile est invalide',
    );
    expect(messages('address', schema, anAddress({ phoneNumber: '06 12 34 56 78' }))).toEqual({});
  });

  it('accepts a landline or no phone otherwise, but not a wrong number', () => {
    expect(messages('address', addressSchema(), anAddress({ phoneNumber: '01 42 68 53 00' }))).toEqual({});
    expect(messages('address', addressSchema(), anAddress({ phoneNumber: '' }))).toEqual({});
    // SPEC §5 "invalid flagged with forms.phone.error": the phone's own words, not the generic ones.
    expect(messages('address', addressSchema(), anAddress({ phoneNumber: '12' })).phoneNumber).toBe(
      FORM_MESSAGES_FR['forms.phone.error'],
    );
  });
});

describe('SPEC §5 "E-mail: valid, required, at most 255"', () => {
  it('refuses empty, malformed and too long addresses', () => {
    expect(emailSchema.safeParse('camille@example.fr').success).toBe(true);
    expect(messages('lookup', newsletterSchema, { email: '' }).email).toBe('Ce champ est obligatoire.');
    expect(messages('lookup', newsletterSchema, { email: 'camille@' }).email).toBe(
      'Cette adresse e-mail n’est pas valide.',
    );
    expect(messages('lookup', newsletterSchema, { email: `${'a'.repeat(250)}@ex.fr` }).email).toMatch(/au plus 255/);
  });

  it('SPEC §8 newsletter "L\'adresse email n\'est pas valide"', () => {
    expect(messages('newsletter', newsletterSchema, { email: 'pas-une-adresse' }).email).toBe(
      'L’adresse email n’est pas valide',
    );
  });
});

describe('SPEC §5 "Password 5 to 255"', () => {
  it('accepts 5 and 255 characters, refuses 4 and 256', () => {
    expect(passwordSchema.safeParse('abcde').success).toBe(true);
    expect(passwordSchema.safeParse('a'.repeat(255)).success).toBe(true);
    expect(passwordSchema.safeParse('abcd').success).toBe(false);
    expect(passwordSchema.safeParse('a'.repeat(256)).success).toBe(false);
  });

  it('"Wrong password at login: Votre mot de passe est incorrect. (also for length error)"', () => {
    expect(messages('login', loginSchema, { email: 'camille@example.fr', password: 'abc' }).password).toBe(
      'Votre mot de passe est incorrect.',
    );
    expect(messages('login', loginSchema, { email: 'camille@example.fr', password: 'a'.repeat(300) }).password).toBe(
      'Votre mot de passe est incorrect.',
    );
  });

  it('registration asks for names and a valid password', () => {
    expect(
      Object.keys(messages('register', registrationSchema, { email: 'c@example.fr', password: 'abc' })).sort(),
    ).toEqual(['firstName', 'lastName', 'password']);
  });
});

describe('SPEC §5 "Change password: current must match; new and confirmation 5 to 255 and identical; the new password is also sent as its confirmation"', () => {
  it('refuses different passwords on the confirmation field', () => {
    expect(
      messages('changePassword', changePasswordSchema, {
        currentPassword: 'ancien',
        newPassword: 'nouveau1',
        confirmation: 'nouveau2',
      }),
    ).toEqual({ confirmation: 'Les deux mots de passe ne sont pas identiques.' });
    expect(
      messages('changePassword', resetPasswordSchema, { newPassword: 'nouveau1', confirmation: 'nouveau2' })
        .confirmation,
    ).toBe('Les deux mots de passe ne sont pas identiques.');
  });

  it('requires the current password and lengths of the new ones', () => {
    const errors = messages('changePassword', changePasswordSchema, {
      currentPassword: '',
      newPassword: 'abc',
      confirmation: 'abc',
    });
    expect(errors.currentPassword).toBe('Ce champ est obligatoire.');
    expect(errors.newPassword).toBe('Ce champ doit contenir au moins 5 caractères.');
  });

  it('sends the new password as its confirmation', () => {
    const values = changePasswordSchema.parse({
      currentPassword: 'ancien',
      newPassword: 'nouveau1',
      confirmation: 'nouveau1',
    });
    expect(changePasswordRequest(values)).toEqual({
      currentPassword: 'ancien',
      newPassword: 'nouveau1',
      confirmNewPassword: 'nouveau1',
    });
  });
});

describe('SPEC §5 "Customer birthday: valid date, in the past, at most 120 years ago"', () => {
  const schema = customerBirthdaySchema(NOW);
  it('accepts a past date within 120 years', () => {
    expect(schema.safeParse('1985-06-30').success).toBe(true);
    expect(schema.safeParse('1906-11-21').success).toBe(true);
  });
  it('refuses today, the future, more than 120 years and impossible dates', () => {
    const form = (birthday: string) =>
      messages('customer', personalDataSchema(NOW), { email: 'c@example.fr', firstName: 'C', lastName: 'D', birthday })
        .birthday;
    expect(form('2026-11-21')).toBe('La date de naissance doit être dans le passé.');
    expect(form('2030-01-01')).toBe('La date de naissance doit être dans le passé.');
    expect(form('1906-11-20')).toBe('La date de naissance ne peut pas remonter à plus de 120 ans.');
    expect(form('1990-02-30')).toBe('Cette valeur n’est pas valide.');
  });
});

describe('SPEC §5 "Exact-date birthday field: valid, not before 1970-01-01, not after today; years and months numeric, minimum 0"', () => {
  const schema = petBirthdaySchema(NOW);
  it('checks the exact date', () => {
    expect(schema.safeParse({ in_date: true, birthday: '1970-01-01' }).success).toBe(true);
    expect(schema.safeParse({ in_date: true, birthday: '2026-11-21' }).success).toBe(true);
    expect(messages('pet', schema, { in_date: true, birthday: '1969-12-31' }).birthday).toBe(
      'La date de naissance ne peut pas être antérieure au 01/01/1970.',
    );
    expect(messages('pet', schema, { in_date: true, birthday: '2026-11-22' }).birthday).toBe(
      'La date de naissance ne peut pas être dans le futur.',
    );
  });

  it('checks years and months', () => {
    expect(schema.safeParse({ in_date: false, birthday_years: '2', birthday_months: '0' }).success).toBe(true);
    expect(schema.safeParse({ in_date: false, birthday_years: -1, birthday_months: 3 }).success).toBe(false);
    expect(schema.safeParse({ in_date: false, birthday_years: 'deux', birthday_months: 3 }).success).toBe(false);
  });

  it('gives the age in months either way', () => {
    expect(petAgeInMonths({ in_date: false, birthday_years: 2, birthday_months: 3 }, NOW)).toBe(27);
    expect(petAgeInMonths({ in_date: true, birthday: '2025-11-21' }, NOW)).toBe(12);
    expect(petAgeInMonths({ in_date: true, birthday: '2025-11-22' }, NOW)).toBe(11);
  });
});

describe('SPEC §5 Pet: "type, gender, name, breed, birthday, sterilized, condition, activity, feature, feeds (at least 1) and brand required"', () => {
  it('accepts a complete pet', () => {
    expect(messages('pet', petSchema(NOW), aPet())).toEqual({});
  });

  it('reports every missing field', () => {
    const errors = messages('pet', petSchema(NOW), {});
    expect(Object.keys(errors).sort()).toEqual(
      [
        'activity',
        'birthday',
        'breed',
        'condition',
        'feature',
        'feeds',
        'gender',
        'kibbleBrand',
        'name',
        'sterilized',
        'type',
        'weight',
      ].sort(),
    );
    expect(errors.name).toBe('Ce champ est obligatoire.');
  });

  it('"feeds (at least 1)"', () => {
    expect(messages('pet', petSchema(NOW), aPet({ feeds: [] })).feeds).toBe('Choisissez au moins une alimentation.');
  });

  it('a special condition toggled on needs its value', () => {
    expect(messages('pet', petSchema(NOW), aPet({ feature: { hasFeature: true, value: '' } }))['feature.value']).toBe(
      'Ce champ est obligatoire.',
    );
  });
});

describe("SPEC §5 Pet, as a page's form holds it (petFormSchema)", () => {
  const held = {
    type: '/api/v2/shop/animal-types/2',
    gender: '/api/v2/shop/animal-genders/1',
    name: 'Mina',
    breed: 'Européen',
    crossbreed: false,
    birthday: { in_date: false, birthday_years: '2', birthday_months: '' },
    sterilized: 'true',
    condition: '3',
    activity: '1',
    weight: '4,5',
    feature: { hasFeature: false, value: '' },
    feeds: ['croquettes'],
    kibbleBrand: 'Gamelle',
    oldKibbleBrand: '  ',
  };

  it('reads radios, a decimal comma and blank optional fields as the API schema expects', () => {
    const parsed = petFormSchema(NOW).parse(held);
    expect(parsed).toMatchObject({
      sterilized: true,
      condition: 3,
      activity: 1,
      weight: 4.5,
      feature: { hasFeature: false },
      birthday: { in_date: false, birthday_years: 2, birthday_months: 0 },
      oldKibbleBrand: null,
    });
  });

  it('says what is missing in French: a blank weight is required, no age is asked for, no answer to « stérilisé »', () => {
    const errors = messages('pet', petFormSchema(NOW), {
      ...held,
      weight: ' ',
      sterilized: '',
      birthday: { in_date: false, birthday_years: '', birthday_months: '' },
      feature: { hasFeature: true, value: '' },
      feeds: false,
    });
    expect(errors).toEqual({
      weight: 'Ce champ est obligatoire.',
      sterilized: 'Ce champ est obligatoire.',
      'birthday.birthday_months': 'Indiquez l’âge de votre animal en années et en mois.',
      'feature.value': 'Ce champ est obligatoire.',
      feeds: 'Choisissez au moins une alimentation.',
    });
  });
});

describe('SPEC §5 "Weight required and above 0; upper bound below 13 in the cat bi-nutrition form, below 100 in the guide; a cat\'s weight is between 1 and 13 kg"', () => {
  it('requires a weight above 0', () => {
    expect(messages('pet', petSchema(NOW), aPet({ weight: 0 })).weight).toBe('Le poids doit être supérieur à 0.');
    expect(messages('pet', petSchema(NOW), aPet({ weight: undefined })).weight).toBe('Ce champ est obligatoire.');
    expect(messages('pet', petFormSchema(NOW), { ...aPet(), weight: '4 kg' }).weight).toBe(
      'Indiquez un poids en kilos, par exemple 4,5.',
    );
  });

  it('bounds the guide below 100 and the cat form below 13', () => {
    expect(messages('pet', petSchema(NOW, 'guide'), aPet({ weight: 100 })).weight).toBe(
      'Cette valeur doit être inférieure à 100.',
    );
    expect(messages('pet', petSchema(NOW, 'guide'), aPet({ weight: 99.5 }))).toEqual({});
    expect(messages('pet', petSchema(NOW, 'account'), aPet({ weight: 120 }))).toEqual({});
    expect(
      messages('pet', petSchema(NOW, 'catBiNutrition'), aPet({ type: '/api/v2/shop/animal-types/2', weight: 13 }))
        .weight,
    ).toBe('Cette valeur doit être inférieure à 13.');
  });

  it('keeps a cat between 1 and 13 kg', () => {
    const cat = (weight: number) =>
      messages('pet', petSchema(NOW), aPet({ type: '/api/v2/shop/animal-types/2', breed: 'Européen', weight })).weight;
    expect(cat(0.8)).toBe('Le poids d’un chat doit être compris entre 1 et 13 kg.');
    expect(cat(14)).toBe('Le poids d’un chat doit être compris entre 1 et 13 kg.');
    expect(cat(4.2)).toBeUndefined();
  });
});

describe('SPEC §5 contact: "Fichier trop volumineux"; "Type de fichier non supporté"', () => {
  it('refuses a large file and an unsupported type', () => {
    const big = { name: 'photo.png', size: 6 * 1024 * 1024, type: 'image/png' };
    const exe = { name: 'virus.exe', size: 1000, type: 'application/x-msdownload' };
    expect(messages('contact', contactRequestSchema, { message: 'Bonjour', file: big }).file).toBe(
      'Fichier trop volumineux',
    );
    expect(messages('contact', contactRequestSchema, { message: 'Bonjour', file: exe }).file).toBe(
      'Type de fichier non supporté',
    );
    expect(
      messages('contact', contactRequestSchema, {
        email: 'anne@example.fr',
        subject: 'order',
        message: 'Bonjour',
        file: { name: 'a.pdf', size: 10, type: 'application/pdf' },
      }),
    ).toEqual({});
  });

  it('asks for the e-mail address to answer, a subject and the message', () => {
    const errors = messages('contact', contactRequestSchema, { email: 'pas-une-adresse', message: '  ' });
    expect(errors).toMatchObject({ message: 'Ce champ est obligatoire.', subject: 'Ce champ est obligatoire.' });
    expect(errors.email).toBeTruthy();
  });

  it('requires a message', () => {
    expect(messages('contact', contactRequestSchema, { message: '  ' }).message).toBe('Ce champ est obligatoire.');
    expect(messages('contact', subscriptionContactSchema, { subscriptionCode: 'AB12', message: '' }).message).toBe(
      'Ce champ est obligatoire.',
    );
  });
});

describe('SPEC §5 "Abort requires reason and message", asked without blocking (three clicks, ADR 0029)', () => {
  it('takes no answer, one of the reasons and a message; refuses an unknown reason and a message too long', () => {
    expect(abortSubscriptionSchema.parse({ reason: '', message: ' ' })).toEqual({});
    expect(abortSubscriptionSchema.parse({ reason: null })).toEqual({});
    expect(abortSubscriptionSchema.safeParse({ reason: 'price', message: 'Merci' }).success).toBe(true);
    expect(
      Object.keys(
        messages('abort', abortSubscriptionSchema, { reason: 'trop_cher', message: 'x'.repeat(5001) }),
      ).sort(),
    ).toEqual(['message', 'reason']);
  });
});

describe('SPEC §5 "Ration calculator: valid weight and age in months"', () => {
  it('accepts a weight and an age, refuses the rest', () => {
    expect(rationCalculatorSchema.safeParse({ weight: '12.5', ageInMonths: '30' }).success).toBe(true);
    expect(rationCalculatorSchema.safeParse({ weight: 0, ageInMonths: 30 }).success).toBe(false);
    expect(rationCalculatorSchema.safeParse({ weight: 12, ageInMonths: 2.5 }).success).toBe(false);
    expect(rationCalculatorSchema.safeParse({ weight: 12, ageInMonths: -1 }).success).toBe(false);
  });
});

describe('SPEC §5 "Subscription: minimum 2 deliveries. Terms of sale accepted before paying."', () => {
  it('needs two deliveries', () => {
    expect(messages('subscription', subscriptionCommitmentSchema, { deliveries: 1 }).deliveries).toBe(
      'Un abonnement compte au moins 2 livraisons.',
    );
    expect(subscriptionCommitmentSchema.safeParse({ deliveries: 2 }).success).toBe(true);
  });

  it('needs the terms of sale accepted', () => {
    expect(messages('checkout', termsOfSaleSchema, { termsAccepted: false }).termsAccepted).toBe(
      'Vous devez accepter les conditions générales de vente avant de payer.',
    );
    expect(termsOfSaleSchema.safeParse({ termsAccepted: true }).success).toBe(true);
  });
});

describe('SPEC §5 "Tag-manager id must match GTM- or G- followed by upper-case letters or digits"', () => {
  it.each([
    ['GTM-ABC123', true],
    ['G-XYZ9', true],
    ['GTM-abc', false],
    ['UA-12345', false],
    ['GTM-', false],
    ['G-AB 12', false],
  ])('%s → %s', (id, ok) => {
    expect(tagManagerIdSchema.safeParse(id).success).toBe(ok);
  });
});

describe('SPEC §3 "Bi-nutrition request: … selected wet recipes (maximum configurable) and frequency (3 times a week or every day)"', () => {
  it('bounds the recipes and knows both frequencies', () => {
    const schema = biNutritionRequestSchema(2);
    expect(
      schema.safeParse({ animal: '/api/v2/shop/animals/4', kibble: 'K', recipes: ['A', 'B'], frequency: 'daily' })
        .success,
    ).toBe(true);
    expect(
      messages('biNutrition', schema, { animal: 'x', kibble: 'K', recipes: ['A', 'B', 'C'], frequency: 'daily' })
        .recipes,
    ).toBe('Choisissez au plus 2 recettes de pâtée.');
    expect(messages('biNutrition', schema, { animal: 'x', recipes: [], frequency: 'weekly', meals: 9 })).toEqual({
      kibble: 'Choisissez ses croquettes.',
      recipes: 'Choisissez au moins une recette de pâtée.',
      frequency: 'Cette valeur n’est pas valide.',
      meals: 'Choisissez de 1 à 4 repas.',
    });
    expect(
      messages('biNutrition', schema, { animal: 'x', kibble: 'K', recipes: ['A', 'A'], frequency: 'daily' }).recipes,
    ).toBe('Cette valeur n’est pas valide.');
  });
});

describe('SPEC §3 address second phone', () => {
  it('checks phoneNumber2 when given', () => {
    expect(messages('address', addressSchema(), anAddress({ phoneNumber2: '123' })).phoneNumber2).toBe(
      'Ce numéro de téléphone n’est pas valide.',
    );
    expect(messages('address', addressSchema(), anAddress({ phoneNumber2: '04 78 00 00 00' }))).toEqual({});
  });
});

describe('SPEC §5 "Date input stores an ISO timestamp"', () => {
  it('stores midnight UTC of the chosen day, and nothing for an impossible date', () => {
    expect(dateInputToIsoTimestamp('2026-11-21')).toBe('2026-11-21T00:00:00.000Z');
    expect(dateInputToIsoTimestamp('2026-02-30')).toBeNull();
    expect(dateInputToIsoTimestamp('')).toBeNull();
  });
});
