import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractTargets } from '../contract.test-helpers.js';
import { type Body, securityShop } from './shop.test-helpers.js';

type Shop = Awaited<ReturnType<typeof securityShop>>;

describe.each(contractTargets())('security — a registered customer’s cart is theirs, on $name', ({ target }) => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await securityShop(target);
  });
  afterAll(async () => {
    await shop.database.close();
  });

  /**
   * Every cart call of SPEC §7 on one cart, in an order its owner can follow: read, apply and remove
   * a coupon, add, change and remove a line, assign, delete. `line` is an item id of the cart.
   */
  const everyCall = (token: string, line: number, customerIri: string) =>
    [
      ['GET', `/orders/${token}`, undefined],
      ['PATCH', `/orders/${token}/apply-coupon`, { couponCode: 'BIENVENUE5' }],
      ['DELETE', `/orders/${token}/coupon/BIENVENUE5`, undefined],
      ['PATCH', `/orders/${token}/items`, { productVariant: shop.iri(shop.variants[1]?.code ?? ''), quantity: 1 }],
      ['PATCH', `/orders/${token}/items/${line}`, { quantity: 2 }],
      ['DELETE', `/orders/${token}/items/${line}`, undefined],
      ['PUT', `/orders/${token}`, { customer: customerIri }],
      ['DELETE', `/orders/${token}`, undefined],
    ] as const;

  it('a guest cart (no customer) stays reachable by its token alone, with or without a bearer token', async () => {
    const stranger = await shop.customer();
    const { token, cart } = await shop.cartWorth(3000);
    expect(cart.customer).toBeNull();
    const read = await shop.call('GET', `/orders/${token}`);
    expect(read.status).toBe(200);
    expect((await shop.call('GET', `/orders/${token}`, undefined, stranger.token)).status).toBe(200);
    const applied = await shop.call('PATCH', `/orders/${token}/apply-coupon`, { couponCode: 'BIENVENUE5' });
    expect(applied.status).toBe(200);
    const changed = await shop.call('PATCH', `/orders/${token}/items/${cart.items[0].id}`, { quantity: 5 });
    expect(changed.status).toBe(200);
    expect(changed.body.items[0].quantity).toBe(5);
  });

  it('once assigned (PUT customer URI), every cart call by anyone else — no token or another customer’s — is a 404 and changes nothing', async () => {
    const owner = await shop.customer();
    const other = await shop.customer();
    const { token, cart } = await shop.cartWorth(3000);
    const assigned = await shop.call('PUT', `/orders/${token}`, { customer: owner.iri }, owner.token);
    expect(assigned.status).toBe(200);
    expect(assigned.body.customer).toBe(owner.iri);
    const line = cart.items[0].id as number;
    const before = (await shop.call('GET', `/orders/${token}`, undefined, owner.token)).body;
    const missing = await shop.call('GET', '/orders/jeton-qui-n-existe-pas');
    for (const [method, path, body] of everyCall(token, line, other.iri)) {
      // PUT assign needs a token at all (401 without); with another customer's it is a 404.
      if (method !== 'PUT') {
        const anonymous = await shop.call(method, path, body);
        expect(anonymous.status, `${method} ${path} sans jeton`).toBe(404);
        // The same answer as a token that does not exist: the cart is not revealed.
        expect(anonymous.body, `${method} ${path} sans jeton`).toEqual(missing.body);
      }
      const foreign = await shop.call(method, path, body, other.token);
      expect(foreign.status, `${method} ${path} par un autre client`).toBe(404);
      expect(foreign.body['hydra:description'], `${method} ${path} par un autre client`).toBe(
        missing.body['hydra:description'],
      );
    }
    const after = await shop.call('GET', `/orders/${token}`, undefined, owner.token);
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before);
    expect(after.body.customer).toBe(owner.iri);
  });

  it('the owner, with their bearer token, still reads and changes their cart', async () => {
    const owner = await shop.customer();
    const { token, cart } = await shop.cartWorth(3000);
    expect((await shop.call('PUT', `/orders/${token}`, { customer: owner.iri }, owner.token)).status).toBe(200);
    const line = cart.items[0].id as number;
    const expected: Record<string, number> = {
      [`DELETE /orders/${token}`]: 409,
    };
    for (const [method, path, body] of everyCall(token, line, owner.iri)) {
      const answer = await shop.call(method, path, body, owner.token);
      // Deleting a cart that holds items is refused for its owner too (SPEC §4: only an empty one).
      expect(answer.status, `${method} ${path}`).toBe(expected[`${method} ${path}`] ?? 200);
    }
  });

  it('a cart assigned by a checkout step (lockOwnOrder) is the customer’s too: its e-mail and addresses are never shown to another caller', async () => {
    const owner = await shop.customer();
    const other = await shop.customer();
    const { token } = await shop.cartWorth(3000);
    const addressed = await shop.call('PUT', `/orders/${token}`, { billingAddress: shop.address }, owner.token);
    expect(addressed.status).toBe(200);
    expect(addressed.body).toMatchObject({ customer: owner.iri, email: owner.email, checkoutState: 'addressed' });
    for (const bearer of [undefined, other.token]) {
      const read = await shop.call('GET', `/orders/${token}`, undefined, bearer);
      expect(read.status).toBe(404);
      expect(read.text).not.toContain(owner.email);
      expect(read.text).not.toContain('rue des Lilas');
    }
    const mine = await shop.call('GET', `/orders/${token}`, undefined, owner.token);
    expect(mine.body).toMatchObject({ email: owner.email, billingAddress: { street: '12 rue des Lilas' } });
  });

  it('a signed-in shopper’s new cart (POST with a bearer token) is theirs from the start, as Sylius assigns the logged-in customer', async () => {
    const owner = await shop.customer();
    const { token, cart } = await shop.cartWorth(1000, owner.token);
    expect(cart.customer).toBe(owner.iri);
    expect((await shop.call('GET', `/orders/${token}`)).status).toBe(404);
    expect((await shop.call('GET', `/orders/${token}`, undefined, owner.token)).status).toBe(200);
  });

  it('a bearer token that is not valid is a 401 asking for a token, whether the cart exists or not (nothing revealed; the site renews and calls again)', async () => {
    const owner = await shop.customer();
    const { token } = await shop.cartWorth(1000, owner.token);
    const forged = `${owner.token.slice(0, -4)}AAAA`;
    const answers: Body[] = [];
    for (const path of [`/orders/${token}`, '/orders/jeton-qui-n-existe-pas']) {
      const answer = await shop.call('GET', path, undefined, forged);
      expect(answer.status, path).toBe(401);
      expect(answer.headers.get('www-authenticate'), path).toBe('Bearer');
      answers.push(answer.body);
    }
    expect(answers[0]).toEqual(answers[1]);
    const change = await shop.call(
      'PATCH',
      `/orders/${token}/items`,
      { productVariant: shop.iri('0'), quantity: 1 },
      forged,
    );
    expect(change.status).toBe(401);
  });
});
