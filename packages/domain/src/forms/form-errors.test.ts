import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES_FR, MESSAGES_NL } from '../messages.js';
import { formErrorsFromViolations, formErrorsFromZod, hasFormErrors, issueCode } from './form-errors.js';
import { FORM_MESSAGES_FR, FORM_MESSAGES_NL, formMessage } from './messages.js';

describe('SPEC §5 "Forms validate the whole data set on submit; each issue becomes a message keyed forms.{form}.{field}.errors.{code}"', () => {
  const schema = z.object({
    firstName: z.string().min(1, 'required'),
    postcode: z.string().regex(/^\d{5}$/, 'postcode_country'),
    lines: z.array(z.object({ quantity: z.number().min(1) })),
  });

  it('reports every field at once with its key', () => {
    const result = schema.safeParse({ firstName: '', postcode: '123', lines: [{ quantity: 0 }] });
    const errors = formErrorsFromZod('address', result.error!);
    expect(errors.fields.firstName).toEqual({
      field: 'firstName',
      code: 'required',
      key: 'forms.address.firstName.errors.required',
      message: 'Ce champ est obligatoire.',
    });
    expect(errors.fields.postcode?.key).toBe('forms.address.postcode.errors.postcode_country');
    expect(errors.fields.postcode?.message).toBe('Le format du code postal ne correspond pas au pays sélectionné.');
    expect(errors.fields['lines.0.quantity']?.key).toBe('forms.address.lines.quantity.errors.too_small');
    expect(errors.fields['lines.0.quantity']?.message).toBe('Cette valeur doit être supérieure ou égale à 1.');
    expect(hasFormErrors(errors)).toBe(true);
  });

  it('"unknown-field issues become form-level errors"', () => {
    const strict = z.object({ email: z.string() }).strict();
    const result = strict.safeParse({ email: 'a@b.fr', admin: true });
    const errors = formErrorsFromZod('login', result.error!);
    expect(errors.fields).toEqual({});
    expect(errors.form).toHaveLength(1);
    expect(errors.form[0]?.field).toBe('');

    const refined = z.object({ a: z.string() }).refine(() => false, { path: ['ghost'], message: 'invalid' });
    const outside = formErrorsFromZod('login', refined.safeParse({ a: 'x' }).error!, { knownFields: ['a'] });
    expect(outside.form[0]?.code).toBe('invalid');
  });

  it('"Field error messages are translated when a key exists, else shown raw"', () => {
    const result = z
      .object({ note: z.string().refine(() => false, 'Texte du serveur non traduit') })
      .safeParse({ note: 'x' });
    expect(formErrorsFromZod('contact', result.error!).fields.note?.message).toBe('Texte du serveur non traduit');
    expect(formMessage('contact', 'note', 'code_inconnu', { raw: 'Brut' })).toBe('Brut');
    expect(formMessage('contact', 'note', 'code_inconnu')).toBe('code_inconnu');
  });

  it('translates with another catalogue, falling back to French', () => {
    expect(formMessage('address', 'postcode', 'postcode_country', { catalogue: FORM_MESSAGES_NL })).toBe(
      'Het formaat van de postcode komt niet overeen met het gekozen land.',
    );
    expect(formMessage('address', 'city', 'too_long', { catalogue: FORM_MESSAGES_NL, params: { max: 33 } })).toBe(
      'Dit veld mag maximaal 33 tekens bevatten.',
    );
    // A catalogue without the key: the French text.
    expect(formMessage('address', 'city', 'too_long', { catalogue: {}, params: { max: 33 } })).toBe(
      'Ce champ doit contenir au plus 33 caractères.',
    );
  });

  it('SPEC §1 (fr and nl): the Dutch catalogue has every French key and no other, with the same {placeholders}', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect(Object.keys(FORM_MESSAGES_NL).sort()).toEqual(Object.keys(FORM_MESSAGES_FR).sort());
    for (const [key, french] of Object.entries(FORM_MESSAGES_FR)) {
      const dutch = FORM_MESSAGES_NL[key] ?? '';
      expect(dutch, key).not.toBe('');
      expect(dutch, key).not.toBe(french);
      expect(placeholders(dutch), key).toEqual(placeholders(french));
    }
    expect(Object.keys(MESSAGES_NL).sort()).toEqual(Object.keys(MESSAGES_FR).sort());
  });

  it('"Generic: required; invalid; too short/long; number too small/large; date before minimum/after maximum; array below minimum/above maximum"', () => {
    const cases: Array<[z.ZodType, unknown, string]> = [
      [z.string(), undefined, 'required'],
      [z.string(), 3, 'invalid'],
      [z.string().min(3), 'ab', 'too_short'],
      [z.string().min(1), '', 'required'],
      [z.string().max(2), 'abc', 'too_long'],
      [z.number().gt(0), 0, 'too_small_exclusive'],
      [z.number().lt(5), 5, 'too_big_exclusive'],
      [z.number().max(5), 6, 'too_big'],
      [z.array(z.string()).min(1), [], 'array_too_small'],
      [z.array(z.string()).max(1), ['a', 'b'], 'array_too_big'],
      [z.date().min(new Date('2000-01-01')), new Date('1999-01-01'), 'date_too_early'],
      [z.date().max(new Date('2000-01-01')), new Date('2001-01-01'), 'date_too_late'],
      [z.email(), 'pas-un-email', 'email'],
      [z.string().regex(/^a$/), 'b', 'invalid'],
      [z.enum(['a', 'b']), 'c', 'invalid'],
    ];
    for (const [schema, value, code] of cases) {
      const issue = schema.safeParse(value).error?.issues[0];
      expect(issue && issueCode(issue).code, `${String(value)} → ${code}`).toBe(code);
    }
  });
});

describe('SPEC §5 "Server violations map to the field by propertyPath, using the code for the key or the raw message"', () => {
  it('maps a code with a key to its text and an opaque code to the raw message', () => {
    const errors = formErrorsFromViolations('address', [
      { propertyPath: 'postcode', code: 'postcode_country', message: 'Postcode mismatch' },
      {
        propertyPath: 'street',
        code: '9ff3fdc4-b214-49db-8718-39c315e33d45',
        message: 'Cette adresse est trop longue.',
      },
      { propertyPath: '', code: 'invalid', message: 'Commande verrouillée.' },
    ]);
    expect(errors.fields.postcode?.message).toBe('Le format du code postal ne correspond pas au pays sélectionné.');
    expect(errors.fields.street?.message).toBe('Cette adresse est trop longue.');
    expect(errors.fields.street?.code).toBe('server');
    expect(errors.form.map((e) => e.message)).toEqual(['Cette valeur n’est pas valide.']);
  });

  it('sends violations of unknown fields to the form level and keeps the first error of a field', () => {
    const errors = formErrorsFromViolations(
      'address',
      [
        { propertyPath: 'billingAddress.postcode', code: 'required', message: 'x' },
        { propertyPath: 'billingAddress.postcode', code: 'too_long', message: 'y' },
        { propertyPath: 'coupon', code: 'invalid', message: 'Code promo invalide' },
      ],
      { knownFields: ['billingAddress'] },
    );
    expect(Object.keys(errors.fields)).toEqual(['billingAddress.postcode']);
    expect(errors.fields['billingAddress.postcode']?.key).toBe('forms.address.billingAddress.postcode.errors.required');
    expect(errors.form).toHaveLength(1);
    expect(hasFormErrors({ fields: {}, form: [] })).toBe(false);
  });
});
