import { CARRIERS } from '@gamelle/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { carrierIssues } from './carrier-rules';

const schema = (country: string) =>
  z
    .object({
      shippingMethod: z.string().nullable(),
      pickupPoint: z.string().nullable(),
      phoneNumber: z.string().nullable(),
    })
    .superRefine((values, ctx) => carrierIssues(values, CARRIERS, country, ctx));

const problems = (values: Record<string, string | null>, country = 'FR') => {
  const parsed = schema(country).safeParse({ shippingMethod: null, pickupPoint: null, phoneNumber: null, ...values });
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('SPEC §2 carrier choice, §5 « mobile required by the carrier » (checkout and subscription delivery)', () => {
  it('asks for a carrier, and for a pickup point with the pickup carrier', () => {
    expect(problems({})).toEqual({ shippingMethod: 'Choisissez un mode de livraison.' });
    const mobile = '0612345678';
    expect(problems({ shippingMethod: 'mondial_relay', phoneNumber: mobile })).toEqual({
      pickupPoint: 'Choisissez un point relais.',
    });
    expect(problems({ shippingMethod: 'mondial_relay', pickupPoint: 'MR-FR-69004-1', phoneNumber: mobile })).toEqual(
      {},
    );
    expect(problems({ shippingMethod: 'colissimo' })).toEqual({});
  });

  it('asks for a mobile of the address’s country when the carrier texts one', () => {
    const texting = CARRIERS.find((carrier) => carrier.mobileRequired);
    expect(texting).toBeDefined();
    const code = texting?.code ?? '';
    expect(Object.keys(problems({ shippingMethod: code, phoneNumber: '0412345678' }))).toEqual(['phoneNumber']);
    expect(problems({ shippingMethod: code, phoneNumber: '0612345678' })).toEqual({});
    expect(Object.keys(problems({ shippingMethod: code, phoneNumber: '0612345678' }, 'BE'))).toEqual(['phoneNumber']);
  });
});
