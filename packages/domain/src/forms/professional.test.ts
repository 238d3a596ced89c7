import { describe, expect, it } from 'vitest';
import { createCartBodySchema } from '../cart.js';
import { formErrorsFromZod } from './form-errors.js';
import { isVatNumberValidForCountry, normalizeVatNumber, professionalRegistrationSchema } from './professional.js';

describe('SPEC §1 B2B variant: professional registration, VAT number checked by format per country', () => {
  it('accepts each country’s format, as typed with spaces and dots, and refuses another country’s', () => {
    expect(isVatNumberValidForCountry('FR 12 123456789', 'FR')).toBe(true);
    expect(isVatNumberValidForCountry('frAB123456789', 'fr')).toBe(true);
    expect(isVatNumberValidForCountry('BE 0123.456.789', 'BE')).toBe(true);
    expect(isVatNumberValidForCountry('BE1123456789', 'BE')).toBe(true);
    expect(isVatNumberValidForCountry('LU12345678', 'LU')).toBe(true);
    // Belgian numbers start with 0 or 1; Luxembourg's have 8 digits; a French key has no I or O.
    expect(isVatNumberValidForCountry('BE2123456789', 'BE')).toBe(false);
    expect(isVatNumberValidForCountry('LU1234567', 'LU')).toBe(false);
    expect(isVatNumberValidForCountry('FRIO123456789', 'FR')).toBe(false);
    expect(isVatNumberValidForCountry('BE0123456789', 'FR')).toBe(false);
    expect(isVatNumberValidForCountry('DE123456789', 'DE')).toBe(false);
    expect(normalizeVatNumber(' be 0123-456.789 ')).toBe('BE0123456789');
  });

  it('a professional registration says, in French, what is wrong with the company or its VAT number', () => {
    const base = { email: 'pro@example.fr', password: 'croquettes', firstName: 'Anne', lastName: 'Martin' };
    const ok = professionalRegistrationSchema.safeParse({
      ...base,
      company: 'Élevage des Trois Chênes',
      companyCountry: 'BE',
      vatNumber: 'be 0123.456.789',
    });
    expect(ok.success && ok.data.vatNumber).toBe('BE0123456789');
    const wrong = professionalRegistrationSchema.safeParse({
      ...base,
      company: 'Chenil & Co',
      companyCountry: 'LU',
      vatNumber: 'BE0123456789',
    });
    expect(wrong.success).toBe(false);
    const { fields } = formErrorsFromZod('registration', wrong.error!);
    expect(fields.company?.message).toMatch(/ne doit pas contenir les caractères suivants/);
    expect(fields.vatNumber?.message).toBe(
      'Ce numéro de TVA n’a pas le format du pays de l’entreprise (par exemple FR12345678901, BE0123456789 ou LU12345678).',
    );
    const missing = professionalRegistrationSchema.safeParse({ ...base, company: '', vatNumber: '' });
    const errors = formErrorsFromZod('registration', missing.error!).fields;
    expect(errors.companyCountry?.message).toBe('Choisissez le pays de l’entreprise.');
    expect(errors.company?.message).toBe('Ce champ est obligatoire.');
  });

  it('a cart is created on a channel of the shop only: B2C or B2B', () => {
    expect(createCartBodySchema.safeParse({ localeCode: 'nl_BE', channelCode: 'gamelle_b2b' }).success).toBe(true);
    const unknown = createCartBodySchema.safeParse({ localeCode: 'fr_FR', channelCode: 'gamelle_vip' });
    expect(unknown.success).toBe(false);
    expect(formErrorsFromZod('cart', unknown.error!).fields.channelCode?.message).toBe('Cette boutique n’existe pas.');
  });
});
