import { describe, expect, it } from 'vitest';
import { createHttpClient } from './http.js';
import { json, queuedFetch } from './http.test-helpers.js';
import { createSubscriptionClient } from './subscriptions.js';

const subscription = {
  code: 'AB12CD',
  status: 'active',
  nextShippingDate: '2026-12-22',
  modificationLimitDate: '2026-12-18',
  editable: true,
  frequencyInDays: 31,
  nextFrequencyInDays: null,
  followingShippingDate: '2027-01-22',
  firstSkippableDate: '2026-12-22',
  latestPauseDay: '2027-02-21',
  pausedUntil: null,
  pausedFrom: null,
  shipsBeforePause: false,
  stoppedAt: null,
  deliveries: 1,
  minimumDeliveries: 2,
  paymentMethod: 'visa',
  shippingMethod: 'colissimo',
  items: [{ variant: { code: '10000001', productName: 'Croquettes', variantName: '2 kg' }, quantity: 2 }],
  card: { brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030 },
  pickupPoint: null,
  lastError: null,
  paymentState: null,
  unavailableVariant: null,
  promotionInvalid: false,
  carrierInvalid: false,
};

const setup = (...answers: Array<() => Response>) => {
  const { fetch, calls } = queuedFetch(...answers);
  const client = createSubscriptionClient(
    createHttpClient({ baseUrl: '/api/v2', locale: 'fr', fetch, getToken: () => 't' }),
  );
  return { client, calls, body: (i: number) => JSON.parse(String(calls[i]?.init.body)) };
};

describe('SPEC §2 subscription management: subscription calls', () => {
  const next = {
    shippingDate: '2026-12-22',
    modificationLimitDate: '2026-12-18',
    editable: true,
    lockedReason: null,
    items: [],
    itemsTotal: 0,
    couponCode: null,
    couponProblem: null,
    discountTotal: 0,
    shippingTotal: 0,
    total: 0,
    shippingMethod: null,
    shippingAddress: null,
    pickupPoint: null,
  };

  it('SPEC §4 pause, skip and resume: posts the pause, the delivery skipped, and reads the history', async () => {
    const paused = { ...subscription, status: 'paused', pausedUntil: '2027-02-22', pausedFrom: '2026-12-22' };
    const { client, calls, body } = setup(
      json(200, paused),
      json(200, subscription),
      json(200, subscription),
      json(200, {
        'hydra:member': [{ kind: 'skipped', skippedDays: ['2026-12-22'], nextShippingDate: '2027-01-22', at: 'x' }],
      }),
    );
    expect((await client.pause('AB12CD', { deliveries: 2 })).status).toBe('paused');
    expect(calls[0]?.url).toMatch(/\/subscriptions\/AB12CD\/pause\?/);
    expect(body(0)).toEqual({ deliveries: 2 });
    await client.skip('AB12CD', '2026-12-22');
    expect(calls[1]?.url).toMatch(/\/AB12CD\/skip\?/);
    expect(body(1)).toEqual({ shippingDate: '2026-12-22' });
    await client.resume('AB12CD');
    expect(calls[2]?.url).toMatch(/\/AB12CD\/resume\?/);
    expect(calls[2]?.init.method).toBe('POST');
    expect((await client.events('AB12CD'))[0]?.skippedDays).toEqual(['2026-12-22']);
  });

  it('changes a line of the next order as merge-patch, for that order only', async () => {
    const { client, calls, body } = setup(json(200, next));
    await client.setLine('AB12CD', { variantCode: '10000002', quantity: 1, scope: 'next', upsell: true });
    expect(calls[0]?.url).toMatch(/^\/api\/v2\/shop\/subscriptions\/AB12CD\/next-order\/items\?/);
    expect(calls[0]?.init.method).toBe('PATCH');
    expect(new Headers(calls[0]?.init.headers).get('content-type')).toBe('application/merge-patch+json');
    expect(body(0)).toEqual({ variantCode: '10000002', quantity: 1, scope: 'next', upsell: true });
  });

  it('applies a promotion code to the next order, and removes it by its code', async () => {
    const discounted = { ...next, couponCode: 'FIDELE3', discountTotal: 300 };
    const { client, calls, body } = setup(json(200, discounted), json(200, next));
    expect((await client.applyCoupon('AB12CD', 'fidele3')).discountTotal).toBe(300);
    expect(calls[0]?.url).toMatch(/^\/api\/v2\/shop\/subscriptions\/AB12CD\/next-order\/coupon\?/);
    expect(calls[0]?.init.method).toBe('PATCH');
    expect(body(0)).toEqual({ couponCode: 'fidele3' });
    expect((await client.removeCoupon('AB12CD', 'FIDELE 3')).couponCode).toBeNull();
    expect(calls[1]?.url).toMatch(/\/next-order\/coupon\/FIDELE%203\?/);
    expect(calls[1]?.init.method).toBe('DELETE');
  });

  it('changes the delivery of the orders to come with PUT', async () => {
    const shippingAddress = {
      firstName: 'Anne',
      lastName: 'Martin',
      street: '3 rue Haute',
      postcode: '1000',
      city: 'Bruxelles',
      countryCode: 'BE',
    };
    const { client, calls, body } = setup(json(200, { ...next, shippingAddress }));
    const answer = await client.changeShipping('AB12CD', {
      shippingAddress,
      shippingMethod: 'mondial_relay',
      pickupPoint: 'MR-BE-1000-1',
    });
    expect(answer.shippingAddress).toMatchObject({ city: 'Bruxelles' });
    expect(calls[0]?.url).toMatch(/^\/api\/v2\/shop\/subscriptions\/AB12CD\/shipping\?/);
    expect(calls[0]?.init.method).toBe('PUT');
    expect(body(0)).toEqual({ shippingAddress, shippingMethod: 'mondial_relay', pickupPoint: 'MR-BE-1000-1' });
  });

  it('sends the contact dialog with the subscription code (SPEC §3) and the abort request with reason and message', async () => {
    const { client, body } = setup(
      json(201, { message: 'Votre message a été envoyé' }),
      json(200, { ...subscription, status: 'stopped' }),
    );
    expect((await client.contact('AB12CD', 'Bonjour')).message).toBe('Votre message a été envoyé');
    expect(body(0)).toEqual({ message: 'Bonjour', subscriptionCode: 'AB12CD' });
    expect((await client.abort('AB12CD', { reason: 'price', message: 'Trop cher' })).status).toBe('stopped');
    expect(body(1)).toEqual({ reason: 'price', message: 'Trop cher' });
  });

  it('refuses an answer that is not a subscription', async () => {
    const { client } = setup(json(200, { code: 'AB12CD' }));
    await expect(client.get('AB12CD')).rejects.toThrow();
  });
});
