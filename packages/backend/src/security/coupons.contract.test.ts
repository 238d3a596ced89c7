import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractTargets } from '../contract.test-helpers.js';
import { promotionCoupons } from '../db/schema.js';
import { securityShop } from './shop.test-helpers.js';

type Shop = Awaited<ReturnType<typeof securityShop>>;

const FIRST_ORDER = 'Ce code promo est réservé à une première commande.';
const firstOrderAtCompletion = (code: string) =>
  `Le code promo ${code} est réservé à une première commande : retirez-le de votre panier pour valider celle-ci.`;

describe.each(contractTargets())('security — coupons keep their rules (SPEC §1, §9), on $name', ({ target }) => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await securityShop(target);
  });
  afterAll(async () => {
    await shop.database.close();
  });

  /** A coupon of this file only (the database may be shared with other contract files). */
  const newCoupon = async (values: { amount?: number; minimumItemsTotal?: number; firstOrderOnly?: boolean } = {}) => {
    const code = `ESSAI${randomBytes(4).toString('hex').toUpperCase()}`;
    await shop.database.db.insert(promotionCoupons).values({ code, amount: 700, ...values });
    return code;
  };
  /** A customer who has placed an order already (cheque, awaiting payment). */
  const returningCustomer = async () => {
    const customer = await shop.customer();
    const { token } = await shop.cartWorth(1000, customer.token);
    await shop.readyToPay(token, customer.token);
    expect((await shop.complete(token, customer.token)).status).toBe(200);
    return customer;
  };
  const apply = (cart: string, code: string, bearer?: string) =>
    shop.call('PATCH', `/orders/${cart}/apply-coupon`, { couponCode: code }, bearer);

  it('apply: the welcome coupon (firstOrderOnly) is refused to a customer who already ordered, « Ce code promo est réservé à une première commande. »', async () => {
    const customer = await returningCustomer();
    const { token } = await shop.cartWorth(3000, customer.token);
    const refused = await apply(token, 'BIENVENUE5', customer.token);
    expect(refused.status).toBe(422);
    expect(refused.body.violations).toEqual([
      { propertyPath: 'couponCode', code: 'coupon_first_order', message: FIRST_ORDER },
    ]);
    const cart = await shop.call('GET', `/orders/${token}`, undefined, customer.token);
    expect(cart.body).toMatchObject({ couponCode: null, discountTotal: 0 });
  });

  it('apply: a new customer gets the welcome coupon; a switched-off coupon and a total under the minimum are refused', async () => {
    const customer = await shop.customer();
    const { token, cart } = await shop.cartWorth(3000, customer.token);
    const applied = await apply(token, 'BIENVENUE5', customer.token);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ couponCode: 'BIENVENUE5', discountTotal: 500, total: cart.itemsTotal - 500 });
    const off = await newCoupon();
    await shop.database.db.update(promotionCoupons).set({ active: false }).where(eq(promotionCoupons.code, off));
    expect((await apply(token, off, customer.token)).body.violations[0]).toMatchObject({
      propertyPath: 'couponCode',
      code: 'invalid_coupon',
      message: 'Ce code promo n’est pas valide.',
    });
    const high = await newCoupon({ minimumItemsTotal: 1_000_000 });
    expect((await apply(token, high, customer.token)).body.violations[0]).toMatchObject({
      propertyPath: 'couponCode',
      code: 'coupon_minimum',
    });
  });

  it('a guest cart: the welcome coupon is granted provisionally, then judged again once the cart has a customer — refused for a returning one, at every total and at completion (422 on couponCode), placed once removed', async () => {
    const { token, cart } = await shop.cartWorth(3000);
    const provisional = await apply(token, 'BIENVENUE5');
    expect(provisional.status).toBe(200);
    expect(provisional.body).toMatchObject({ couponCode: 'BIENVENUE5', discountTotal: 500 });
    const customer = await returningCustomer();
    const assigned = await shop.call('PUT', `/orders/${token}`, { customer: customer.iri }, customer.token);
    expect(assigned.status).toBe(200);
    // The code stays shown (the shopper sees it and removes it) but grants nothing.
    expect(assigned.body).toMatchObject({ couponCode: 'BIENVENUE5', discountTotal: 0, total: cart.itemsTotal });
    const ready = await shop.readyToPay(token, customer.token);
    expect(ready).toMatchObject({ discountTotal: 0, total: ready.itemsTotal + ready.shippingTotal });
    const refused = await shop.complete(token, customer.token);
    expect(refused.status).toBe(422);
    expect(refused.body.violations).toEqual([
      { propertyPath: 'couponCode', code: 'coupon_first_order', message: firstOrderAtCompletion('BIENVENUE5') },
    ]);
    expect((await shop.call('GET', `/orders/${token}`, undefined, customer.token)).body.state).toBe('cart');
    const removed = await shop.call('DELETE', `/orders/${token}/coupon/BIENVENUE5`, undefined, customer.token);
    expect(removed.status).toBe(200);
    const placed = await shop.complete(token, customer.token);
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ state: 'completed', couponCode: null, discountTotal: 0 });
  });

  it('a guest cart whose customer turns out to be new keeps the welcome coupon to the end: 5 € off the order placed', async () => {
    const { token } = await shop.cartWorth(3000);
    expect((await apply(token, 'bienvenue5')).status).toBe(200);
    const customer = await shop.customer();
    await shop.readyToPay(token, customer.token);
    const placed = await shop.complete(token, customer.token);
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ couponCode: 'BIENVENUE5', discountTotal: 500 });
    expect(placed.body.total).toBe(placed.body.itemsTotal + placed.body.shippingTotal - 500);
  });

  it('completion: a coupon switched off after it was applied is not granted — the totals drop it, the order is refused with a French 422 on couponCode', async () => {
    const customer = await shop.customer();
    const code = await newCoupon();
    const { token } = await shop.cartWorth(1000, customer.token);
    expect((await apply(token, code, customer.token)).body.discountTotal).toBe(700);
    await shop.readyToPay(token, customer.token);
    await shop.database.db.update(promotionCoupons).set({ active: false }).where(eq(promotionCoupons.code, code));
    const shown = await shop.call('GET', `/orders/${token}`, undefined, customer.token);
    expect(shown.body).toMatchObject({ couponCode: code, discountTotal: 0 });
    expect(shown.body.total).toBe(shown.body.itemsTotal + shown.body.shippingTotal);
    const refused = await shop.complete(token, customer.token);
    expect(refused.status).toBe(422);
    expect(refused.body.violations).toEqual([
      {
        propertyPath: 'couponCode',
        code: 'invalid_coupon',
        message: `Le code promo ${code} n’est plus valable : retirez-le de votre panier pour valider votre commande.`,
      },
    ]);
  });

  it('completion: a coupon whose minimum is no longer reached is not granted and refuses the order', async () => {
    const customer = await shop.customer();
    const { token, cart } = await shop.cartWorth(2 * (shop.variants[0]?.base_price ?? 0), customer.token);
    const line = cart.items[0];
    expect(line.quantity).toBe(2);
    const code = await newCoupon({ minimumItemsTotal: line.total });
    expect((await apply(token, code, customer.token)).body.discountTotal).toBe(700);
    const fewer = await shop.call(
      'PATCH',
      `/orders/${token}/items/${line.id}`,
      { quantity: line.quantity - 1 },
      customer.token,
    );
    expect(fewer.body).toMatchObject({ couponCode: code, discountTotal: 0 });
    await shop.readyToPay(token, customer.token);
    const refused = await shop.complete(token, customer.token);
    expect(refused.status).toBe(422);
    expect(refused.body.violations[0]).toMatchObject({ propertyPath: 'couponCode', code: 'coupon_minimum' });
    expect(refused.body.violations[0].message).toMatch(/^Le code promo .+ demande au moins .+ d’articles/);
  });

  it('one welcome coupon per customer: another cart’s discount goes once an order is placed, and two carts completed at once are not both discounted', async () => {
    const customer = await shop.customer();
    const carts: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { token } = await shop.cartWorth(3000, customer.token);
      expect((await apply(token, 'BIENVENUE5', customer.token)).body.discountTotal).toBe(500);
      await shop.readyToPay(token, customer.token);
      carts.push(token);
    }
    const [first, second, third] = carts as [string, string, string];
    const answers = await Promise.all([shop.complete(first, customer.token), shop.complete(second, customer.token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    const placed = answers.find((a) => a.status === 200);
    expect(placed?.body).toMatchObject({ couponCode: 'BIENVENUE5', discountTotal: 500 });
    expect(answers.find((a) => a.status === 422)?.body.violations[0].code).toBe('coupon_first_order');
    // The third cart, untouched since, shows no discount any more.
    const shown = await shop.call('GET', `/orders/${third}`, undefined, customer.token);
    expect(shown.body).toMatchObject({ couponCode: 'BIENVENUE5', discountTotal: 0 });
    const orders = await shop.call('GET', '/orders', undefined, customer.token);
    const discounted = orders.body['hydra:member'].filter((o: { discountTotal: number }) => o.discountTotal > 0);
    expect(discounted).toHaveLength(1);
  });
});
