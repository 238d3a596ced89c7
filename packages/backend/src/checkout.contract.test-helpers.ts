import { formatPrice } from '@gamelle/domain';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { IMAGE_KEYS, LYON_ADDRESS, NOW, shopCall } from './contract.test-helpers.js';
import type { OpenedDatabase } from './db/open.js';
import { payments, products, subscriptions } from './db/schema.js';
import type { OutgoingMail } from './mail/outbox.js';
import { recordPayment, shipOrder } from './orders/fulfilment.js';
import { runSubscriptionScheduler } from './orders/scheduler.js';
import { SELLER } from './orders/seller.js';
import { cancelUnpaidOrders } from './orders/unpaid.js';

// biome-ignore lint/suspicious/noExplicitAny: answers are read by path in assertions
type Body = Record<string, any>;
type Variant = {
  code: string;
  stock: number;
  in_stock: boolean;
  base_price: number;
  base_price_subscription?: number;
  show_variant?: boolean;
};

/**
 * Contract of the checkout, orders and payments (SPEC §4, §7), run by `contract.test.ts` on each
 * database it covers (one shared instance). Named `*.test-helpers.ts` so that, like the tests, it is
 * typechecked but left out of `dist/` (tsconfig.build.json), and vitest runs it only through
 * `contract.test.ts`, never as a file of its own.
 */
export function describeCheckout(context: () => { database: OpenedDatabase }) {
  describe('checkout, payments and orders (SPEC §4, §5, §7, §8)', () => {
    const clock = NOW;
    const mails: OutgoingMail[] = [];
    let shop: Hono;
    let variants: (Variant & { sku: string })[] = [];
    let database: OpenedDatabase;

    const call = (method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) =>
      shopCall(shop, method, path, body, { token, headers });
    let n = 0;
    const customer = async () => {
      n += 1;
      const email = `acheteur${n}-${Date.now()}@example.fr`;
      await call('POST', '/customers', { email, password: 'croquettes', firstName: 'Anne', lastName: 'Martin' });
      const login = await call('POST', '/customers/token', { email, password: 'croquettes' });
      return { email, token: login.body.token as string, iri: login.body.customer as string };
    };
    const address = (overrides: Body = {}) => ({
      ...LYON_ADDRESS,
      ...overrides,
    });
    /** A cart of the customer with lines, already addressed when asked. */
    const cartOf = async (_token: string, lines: { code: string; quantity: number; interval?: number }[]) => {
      const created = await call('POST', '/orders', { localeCode: 'fr_FR' });
      const cart = created.body.tokenValue as string;
      for (const line of lines) {
        const added = await call('PATCH', `/orders/${cart}/items`, {
          productVariant: `/api/v2/shop/product-variants/${line.code}`,
          quantity: line.quantity,
          ...(line.interval ? { subscriptionInterval: line.interval } : {}),
        });
        expect(added.status).toBe(200);
      }
      return cart;
    };
    /** Addressing, Colissimo, then the payment method: ready to complete. */
    const readyToPay = async (token: string, cart: string, method: string) => {
      const addressed = await call('PUT', `/orders/${cart}`, { billingAddress: address() }, token);
      expect(addressed.status).toBe(200);
      const shipped = await call(
        'PATCH',
        `/orders/${cart}/shipments/${addressed.body.shipments[0].id}`,
        { shippingMethod: '/api/v2/shop/shipping-methods/colissimo' },
        token,
      );
      expect(shipped.status).toBe(200);
      const paid = await call(
        'PATCH',
        `/orders/${cart}/payments/${addressed.body.payments[0].id}`,
        { paymentMethod: method },
        token,
      );
      expect(paid.status).toBe(200);
      return paid.body;
    };
    const cardToken = async (number: string, expiryYear = 2030) =>
      (
        await call('POST', '/api/v2/payment-gateway/cards', {
          number,
          expiryMonth: 12,
          expiryYear,
          cvc: '123',
          holder: 'Anne Martin',
        })
      ).body.token as string;
    const stockOf = async (sku: string, code: string) => {
      const [row] = await database.db.select().from(products).where(eq(products.sku, sku));
      return (row?.data as { ProductVariants: Variant[] } | undefined)?.ProductVariants.find((v) => v.code === code);
    };
    const setStock = async (sku: string, code: string, stock: number) => {
      const [row] = await database.db.select().from(products).where(eq(products.sku, sku));
      const data = row?.data as { ProductVariants: Variant[] };
      for (const v of data.ProductVariants) if (v.code === code) Object.assign(v, { stock, in_stock: stock > 0 });
      await database.db.update(products).set({ data }).where(eq(products.sku, sku));
    };

    beforeAll(async () => {
      database = context().database;
      shop = createApp({
        db: database.db,
        now: () => clock,
        imageKeys: IMAGE_KEYS,
        tokenKeys: { secret: new TextEncoder().encode('secret-de-test-assez-long-pour-hs256') },
        outbox: { send: async (mail) => void mails.push(mail) },
      });
      const all = ((await (await shop.request('/cms/b2c-products?pageSize=100&render=1')).json()) as Body).data as {
        sku: string;
        ProductVariants: Variant[];
      }[];
      variants = all.flatMap((p) =>
        p.ProductVariants.filter((v) => v.in_stock && v.stock >= 20 && v.show_variant !== false).map((v) => ({
          ...v,
          sku: p.sku,
        })),
      );
    });

    it('addressing: SPEC §5 messages under nested paths (billingAddress.postcode), countries FR, BE, LU only', async () => {
      const { token } = await customer();
      const cart = await cartOf(token, [{ code: variants[0]?.code ?? '', quantity: 1 }]);
      const bad = await call('PUT', `/orders/${cart}`, { billingAddress: address({ postcode: '6900' }) }, token);
      expect(bad.status).toBe(422);
      expect(bad.body.violations).toContainEqual({
        propertyPath: 'billingAddress.postcode',
        code: 'postcode_country',
        message: 'Le format du code postal ne correspond pas au pays sélectionné.',
      });
      const abroad = await call(
        'PUT',
        `/orders/${cart}`,
        { billingAddress: address(), shippingAddress: address({ countryCode: 'DE', postcode: '10115' }) },
        token,
      );
      expect(abroad.status).toBe(422);
      expect(abroad.body.violations.map((v: Body) => v.propertyPath)).toContain('shippingAddress.countryCode');
      // Steps in order (Sylius checkout state machine): no carrier, payment or completion before the address.
      expect((await call('PATCH', `/orders/${cart}/complete`, { termsAccepted: true }, token)).status).toBe(409);
      const ok = await call('PUT', `/orders/${cart}`, { billingAddress: address() }, token);
      expect(ok.status).toBe(200);
      const early = await call(
        'PATCH',
        `/orders/${cart}/payments/${ok.body.payments[0].id}`,
        { paymentMethod: 'cheque' },
        token,
      );
      expect(early).toMatchObject({
        status: 409,
        body: { 'hydra:description': 'Choisissez d’abord un mode de livraison.' },
      });
      const methods = await call('GET', `/orders/${cart}/payments/${ok.body.payments[0].id}/methods`, undefined, token);
      expect(methods.body['hydra:member'].map((m: Body) => m.code)).toEqual([
        'visa',
        'mastercard',
        'paypal',
        'cheque',
        'bank_transfer',
      ]);
      // Another customer's order, or a payment not of this order: nothing there (owned resources).
      const stranger = await customer();
      expect(
        (await call('GET', `/orders/${cart}/payments/${ok.body.payments[0].id}/methods`, undefined, stranger.token))
          .status,
      ).toBe(404);
      expect(
        (await call('GET', `/orders/${cart}/payments/${ok.body.payments[0].id + 1}/methods`, undefined, token)).status,
      ).toBe(404);
      // An id beyond PostgreSQL's integers, even in exponent notation once read (10^24): nothing there.
      for (const id of ['99999999999999999999', '9999999999999999999999999'])
        expect((await call('GET', `/orders/${cart}/payments/${id}/methods`, undefined, token)).status).toBe(404);
      const hostile = await call(
        'PUT',
        `/orders/${cart}`,
        { billingAddress: address({ firstName: '<script>' }), admin: true },
        token,
      );
      expect(hostile.status).toBe(422);
      expect((await call('GET', `/orders/${cart}`, undefined, token)).body.billingAddress.firstName).toBe('Anne');
      expect(ok.body).toMatchObject({ checkoutState: 'addressed', shippingAddress: { city: 'Lyon' } });
      expect(ok.body.shipments).toHaveLength(1);
      expect(ok.body.payments[0]).toMatchObject({ state: 'cart', amount: ok.body.total });
    });

    it('shipping: carriers with their cost, « Le champ mobile est invalide », pickup points by postcode', async () => {
      const { token } = await customer();
      const v = variants[1] as Variant;
      const cart = await cartOf(token, [{ code: v.code, quantity: 1 }]);
      const addressed = await call(
        'PUT',
        `/orders/${cart}`,
        { billingAddress: address({ phoneNumber: '+33472000000' }) },
        token,
      );
      const shipment = addressed.body.shipments[0].id;
      const methods = await call('GET', `/orders/${cart}/shipments/${shipment}/methods`, undefined, token);
      expect(methods.body['hydra:member'].map((m: Body) => m.code)).toEqual([
        'colissimo',
        'chronopost',
        'mondial_relay',
      ]);
      expect(methods.body['hydra:member'][2]).toMatchObject({
        name: 'Point relais Mondial Relay',
        delay: 'Livré en 3 à 5 jours ouvrés',
      });
      // SPEC §9: once the shopper switches to Dutch, the carriers are said in Dutch.
      expect((await call('PATCH', `/orders/${cart}/locale`, { localeCode: 'nl_BE' }, token)).status).toBe(200);
      const dutch = await call('GET', `/orders/${cart}/shipments/${shipment}/methods`, undefined, token);
      expect(dutch.body['hydra:member'][2]).toMatchObject({
        name: 'Mondial Relay-afhaalpunt',
        delay: 'Geleverd in 3 à 5 werkdagen',
      });
      await call('PATCH', `/orders/${cart}/locale`, { localeCode: 'fr_FR' }, token);
      // A landline: the carrier that needs a mobile refuses the address.
      const chrono = await call(
        'PATCH',
        `/orders/${cart}/shipments/${shipment}`,
        { shippingMethod: 'chronopost' },
        token,
      );
      expect(chrono.status).toBe(422);
      expect(chrono.body.violations).toContainEqual(
        expect.objectContaining({
          propertyPath: 'shippingAddress.phoneNumber',
          message: 'Le champ mobile est invalide',
        }),
      );
      const points = await call('GET', '/pickup-points?countryCode=BE&postcode=1000');
      expect(points.body['hydra:member']).toHaveLength(5);
      expect((await call('GET', '/pickup-points?countryCode=BE&postcode=69004')).status).toBe(422);
      const mobile = await call('PUT', `/orders/${cart}`, { billingAddress: address() }, token);
      const point = (await call('GET', '/pickup-points?countryCode=FR&postcode=69004')).body['hydra:member'][0];
      const noPoint = await call(
        'PATCH',
        `/orders/${cart}/shipments/${mobile.body.shipments[0].id}`,
        { shippingMethod: 'mondial_relay' },
        token,
      );
      expect(noPoint.body.violations[0]).toMatchObject({ propertyPath: 'pickupPoint', code: 'required' });
      const relay = await call(
        'PATCH',
        `/orders/${cart}/shipments/${shipment}`,
        { shippingMethod: 'mondial_relay', pickupPoint: point.id },
        token,
      );
      expect(relay.status).toBe(200);
      const expected = v.base_price >= 4900 ? 0 : 390;
      expect(relay.body).toMatchObject({ checkoutState: 'shipping_selected', shippingTotal: expected });
      expect(relay.body.total).toBe(relay.body.itemsTotal + expected);
      expect(relay.body.taxTotal).toBe(Math.round((relay.body.total * 20) / 120));
      expect(relay.body.shipments[0].pickupPoint).toMatchObject({ id: point.id, city: 'Lyon' });
    });

    it('card payment: the gateway tokenises test cards; a refused card gives the bank message and code; terms required', async () => {
      const { token, email } = await customer();
      const v = variants[2] as Variant & { sku: string };
      const before = (await stockOf(v.sku, v.code))?.stock ?? 0;
      const cart = await cartOf(token, [{ code: v.code, quantity: 2 }]);
      await readyToPay(token, cart, 'visa');
      expect(
        (
          await call('POST', '/api/v2/payment-gateway/cards', {
            number: '4242424242424241',
            expiryMonth: 1,
            expiryYear: 2030,
            cvc: '123',
          })
        ).status,
      ).toBe(422);
      const past = await call('POST', '/api/v2/payment-gateway/cards', {
        number: '4242424242424242',
        expiryMonth: 1,
        expiryYear: 2020,
        cvc: '123',
      });
      expect(past.body.violations[0]).toMatchObject({ propertyPath: 'expiryYear', message: 'Cette carte a expiré.' });
      const noTerms = await call(
        'PATCH',
        `/orders/${cart}/complete`,
        { termsAccepted: false, paymentToken: await cardToken('4242424242424242') },
        token,
      );
      expect(noTerms.status).toBe(422);
      expect(noTerms.body.violations[0]).toMatchObject({
        propertyPath: 'termsAccepted',
        message: 'Vous devez accepter les conditions générales de vente avant de payer.',
      });
      const refused = await call(
        'PATCH',
        `/orders/${cart}/complete`,
        { termsAccepted: true, paymentToken: await cardToken('4000000000000002') },
        token,
      );
      expect(refused.status).toBe(422);
      expect(refused.body.violations[0]).toEqual({
        propertyPath: 'paymentToken',
        code: '05',
        message: 'Transaction refusée par la banque',
      });
      expect((await call('GET', `/orders/${cart}`, undefined, token)).body.state).toBe('cart');
      expect((await stockOf(v.sku, v.code))?.stock).toBe(before);
      const mastercard = await call(
        'PATCH',
        `/orders/${cart}/complete`,
        { termsAccepted: true, paymentToken: await cardToken('5555555555554444') },
        token,
      );
      expect(mastercard.body.violations[0].code).toBe('brand_mismatch');
      const placed = await call(
        'PATCH',
        `/orders/${cart}/complete`,
        { termsAccepted: true, paymentToken: await cardToken('4242 4242 4242 4242') },
        token,
      );
      expect(placed.status).toBe(200);
      expect(placed.body).toMatchObject({
        state: 'completed',
        checkoutState: 'completed',
        paymentState: 'paid',
        shippingState: 'ready',
      });
      expect(placed.body.number).toMatch(/^G\d{6}$/);
      // A placed order no longer changes, even for its owner (to anyone else it is a 404).
      const changed = await call(
        'PATCH',
        `/orders/${cart}/items`,
        { productVariant: `/api/v2/shop/product-variants/${v.code}`, quantity: 1 },
        token,
      );
      expect(changed.status).toBe(409);
      expect((await call('PUT', `/orders/${cart}`, { billingAddress: address() }, token)).status).toBe(409);
      expect(placed.body.payments[0]).toMatchObject({
        state: 'completed',
        details: { brand: 'visa', last4: '4242' },
        instructions: null,
      });
      expect(JSON.stringify(placed.body)).not.toContain('4242424242424242');
      expect((await stockOf(v.sku, v.code))?.stock).toBe(before - 2);
      expect(mails.find((m) => m.to === email)?.subject).toBe(`Votre commande ${placed.body.number} est confirmée`);
    });

    it('completing is idempotent: the same Idempotency-Key or a second complete answer the same order, charged once', async () => {
      const { token } = await customer();
      const v = variants[3] as Variant & { sku: string };
      const before = (await stockOf(v.sku, v.code))?.stock ?? 0;
      const cart = await cartOf(token, [{ code: v.code, quantity: 1 }]);
      await readyToPay(token, cart, 'visa');
      const card = await cardToken('4242424242424242');
      const headers = { 'Idempotency-Key': `essai-${cart}` };
      const [first, replay] = await Promise.all([
        call('PATCH', `/orders/${cart}/complete`, { termsAccepted: true, paymentToken: card }, token, headers),
        call('PATCH', `/orders/${cart}/complete`, { termsAccepted: true, paymentToken: card }, token, headers),
      ]);
      const again = await call('PATCH', `/orders/${cart}/complete`, { termsAccepted: true, paymentToken: card }, token);
      expect([first.status, replay.status, again.status]).toEqual([200, 200, 200]);
      expect(new Set([first.body.number, replay.body.number, again.body.number]).size).toBe(1);
      const [order] = await database.db.select().from(payments).where(eq(payments.id, first.body.payments[0].id));
      expect(order?.state).toBe('completed');
      expect((await stockOf(v.sku, v.code))?.stock).toBe(before - 1);
    });

    it('SPEC §1 Dutch: an order placed in Dutch (localeCode nl_BE) to a Belgian address is confirmed in Dutch, its payment instructions too', async () => {
      const { email, token } = await customer();
      const created = await call('POST', '/orders', { localeCode: 'nl_BE' });
      const cart = created.body.tokenValue as string;
      await call('PATCH', `/orders/${cart}/items`, {
        productVariant: `/api/v2/shop/product-variants/${variants[4]?.code}`,
        quantity: 2,
      });
      const brussels = address({
        countryCode: 'BE',
        street: 'Rue Haute 12',
        postcode: '1000',
        city: 'Bruxelles',
        phoneNumber: '+32470123456',
      });
      const addressed = await call('PUT', `/orders/${cart}`, { billingAddress: brussels }, token);
      expect(addressed.status, JSON.stringify(addressed.body.violations)).toBe(200);
      await call(
        'PATCH',
        `/orders/${cart}/shipments/${addressed.body.shipments[0].id}`,
        { shippingMethod: '/api/v2/shop/shipping-methods/colissimo' },
        token,
      );
      await call(
        'PATCH',
        `/orders/${cart}/payments/${addressed.body.payments[0].id}`,
        { paymentMethod: 'bank_transfer' },
        token,
      );
      const placed = await call('PATCH', `/orders/${cart}/complete`, { termsAccepted: true }, token);
      expect(placed.status).toBe(200);
      expect(placed.body.payments[0].instructions.text).toMatch(/^Schrijf het bedrag over naar Gamelle SAS/);
      const mail = mails.filter((m) => m.to === email).at(-1);
      expect(mail?.subject).toBe(`Uw bestelling ${placed.body.number} is bevestigd`);
      // Belgian Dutch writes the euro sign first: « € 12,50 ».
      expect(mail?.text).toMatch(
        new RegExp(`Bedankt voor uw bestelling ${placed.body.number} van €\u00a0\\d+,\\d{2}\\.`),
      );
      expect(mail?.text).toContain('met de mededeling');
    });

    it('SPEC §1 Dutch: a Dutch cart’s checkout refuses a step out of order in Dutch, a French one in French', async () => {
      const { token } = await customer();
      const v = variants[1] as Variant;
      const refusal = async (localeCode: string) => {
        const cart = (await call('POST', '/orders', { localeCode }, token)).body.tokenValue as string;
        await call(
          'PATCH',
          `/orders/${cart}/items`,
          { productVariant: `/api/v2/shop/product-variants/${v.code}`, quantity: 1 },
          token,
        );
        const addressed = await call('PUT', `/orders/${cart}`, { billingAddress: address() }, token);
        // The payment before the carrier: refused, in the cart's language.
        const early = await call(
          'PATCH',
          `/orders/${cart}/payments/${addressed.body.payments[0].id}`,
          { paymentMethod: 'cheque' },
          token,
        );
        expect(early.status).toBe(409);
        return early.body['hydra:description'] as string;
      };
      expect(await refusal('nl_BE')).toBe('Kies eerst een leveringswijze.');
      expect(await refusal('fr_FR')).toBe('Choisissez d’abord un mode de livraison.');
    });

    it('SPEC §1 Dutch: a Dutch order by cheque is told in Dutch where to send it (the seller’s address as it is); a shortage found at payment is said in Dutch', async () => {
      const { token } = await customer();
      const v = variants[9] as Variant & { sku: string };
      const dutchCart = async (quantity: number) => {
        const cart = (await call('POST', '/orders', { localeCode: 'nl_BE' })).body.tokenValue as string;
        const added = await call('PATCH', `/orders/${cart}/items`, {
          productVariant: `/api/v2/shop/product-variants/${v.code}`,
          quantity,
        });
        expect(added.status).toBe(200);
        await readyToPay(token, cart, 'cheque');
        return { cart, variant: added.body.items[0].variant as Body };
      };
      const { cart } = await dutchCart(1);
      const placed = await call('PATCH', `/orders/${cart}/complete`, { termsAccepted: true }, token);
      expect(placed.status).toBe(200);
      const { sendTo, text, payableTo } = placed.body.payments[0].instructions;
      expect(payableTo).toBe(SELLER.legalName);
      expect(sendTo).toBe(
        `Gamelle — Dienst betalingen, ${SELLER.street}, ${SELLER.postcode} ${SELLER.city}, Frankrijk`,
      );
      expect(text).toBe(
        `Stuur uw cheque op naam van ${SELLER.legalName} naar: ${sendTo}, met op de achterkant het bestelnummer ${placed.body.number}. Uw bestelling wordt verzonden zodra we de cheque ontvangen.`,
      );
      expect(`${sendTo} ${text}`).not.toMatch(/Service|règlement|France/);

      const short = await dutchCart(3);
      const before = (await stockOf(v.sku, v.code))?.stock ?? 0;
      await setStock(v.sku, v.code, 2);
      const refused = await call('PATCH', `/orders/${short.cart}/complete`, { termsAccepted: true }, token);
      await setStock(v.sku, v.code, before);
      expect(refused.status).toBe(422);
      expect(refused.body.violations).toEqual([
        {
          propertyPath: 'items[0].quantity',
          code: 'out_of_stock',
          message: `Nog maar 2 stuks van ${short.variant.productName} (${short.variant.variantName}) op voorraad.`,
        },
      ]);
    });

    it('SPEC §1 B2B: professional accounts only, from the minimum order in TTC, the amount missing said in the order’s language', async () => {
      n += 1;
      const proEmail = `pro${n}-${Date.now()}@example.fr`;
      const registration = {
        email: proEmail,
        password: 'croquettes',
        firstName: 'Jan',
        lastName: 'Peeters',
        company: 'Kennel De Drie Eiken',
        companyCountry: 'BE',
      };
      const badVat = await call('POST', '/customers', { ...registration, vatNumber: 'LU12345678' });
      expect(badVat.status).toBe(422);
      expect(badVat.body.violations).toEqual([
        expect.objectContaining({ propertyPath: 'vatNumber', code: 'vat_country' }),
      ]);
      const created = await call('POST', '/customers', { ...registration, vatNumber: 'be 0123.456.789' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        professional: true,
        company: 'Kennel De Drie Eiken',
        vatNumber: 'BE0123456789',
      });
      const pro = (await call('POST', '/customers/token', { email: proEmail, password: 'croquettes' })).body
        .token as string;

      expect((await call('POST', '/orders', { localeCode: 'fr_FR', channelCode: 'gamelle_vip' })).status).toBe(422);
      const b2bCart = async (localeCode: string, quantity: number) => {
        const cart = (await call('POST', '/orders', { localeCode, channelCode: 'gamelle_b2b' })).body
          .tokenValue as string;
        const added = await call('PATCH', `/orders/${cart}/items`, {
          productVariant: `/api/v2/shop/product-variants/${variants[4]?.code}`,
          quantity,
        });
        return { cart, body: added.body };
      };
      // A customer without a professional account cannot buy there.
      const { token: particulier } = await customer();
      const theirs = await b2bCart('fr_FR', 20);
      await readyToPay(particulier, theirs.cart, 'bank_transfer');
      const refused = await call('PATCH', `/orders/${theirs.cart}/complete`, { termsAccepted: true }, particulier);
      expect(refused.status).toBe(422);
      expect(refused.body.violations[0]).toMatchObject({ code: 'professional_only' });

      // Under the minimum: the cart says what it lacks, and cannot be paid.
      const small = await b2bCart('nl_BE', 1);
      expect(small.body.minimumOrder).toEqual({ minimum: 15000, missing: 15000 - small.body.itemsTotal });
      await readyToPay(pro, small.cart, 'bank_transfer');
      const under = await call('PATCH', `/orders/${small.cart}/complete`, { termsAccepted: true }, pro);
      expect(under.status).toBe(422);
      expect(under.body.violations[0]).toMatchObject({ propertyPath: 'itemsTotal', code: 'b2b_minimum' });
      expect(under.body.violations[0].message).toMatch(
        /^De minimale bestelwaarde in de professionele winkel is €\s150,00 incl\. btw: er ontbreekt nog €\s\d+,\d{2} in uw winkelmandje\.$/,
      );
      const frenchSmall = await b2bCart('fr_FR', 1);
      await readyToPay(pro, frenchSmall.cart, 'bank_transfer');
      const underFr = await call('PATCH', `/orders/${frenchSmall.cart}/complete`, { termsAccepted: true }, pro);
      expect(underFr.body.violations[0].message).toMatch(
        /^Le minimum de commande de la boutique professionnelle est de 150,00\s€ TTC : il manque \d+,\d{2}\s€ à votre panier\.$/,
      );

      // Enough: paid like any order; a B2C cart has no minimum.
      const big = await b2bCart('fr_FR', 20);
      expect(big.body.minimumOrder).toBeNull();
      await readyToPay(pro, big.cart, 'bank_transfer');
      expect((await call('PATCH', `/orders/${big.cart}/complete`, { termsAccepted: true }, pro)).status).toBe(200);
      const b2c = (await call('POST', '/orders', { localeCode: 'fr_FR' })).body;
      expect(b2c.minimumOrder).toBeNull();
    });

    it('cheque, bank transfer and PayPal: the order awaits its payment, with the instructions of SPEC §2', async () => {
      const results: Record<string, Body> = {};
      // A customer each: two orders awaiting payment at most per customer (orders/unpaid.ts).
      let token = '';
      for (const method of ['cheque', 'bank_transfer', 'paypal']) {
        token = (await customer()).token;
        const cart = await cartOf(token, [{ code: variants[4]?.code ?? '', quantity: 1 }]);
        await readyToPay(token, cart, method);
        const placed = await call('PATCH', `/orders/${cart}/complete`, { termsAccepted: true }, token);
        expect(placed.status).toBe(200);
        results[method] = placed.body;
      }
      expect(results.cheque).toMatchObject({ paymentState: 'awaiting_payment' });
      expect(results.cheque?.payments[0].instructions.text).toContain('à l’ordre de Gamelle SAS');
      expect(results.bank_transfer?.payments[0].instructions).toMatchObject({ iban: expect.stringMatching(/^FR76/) });
      const paypal = results.paypal as Body;
      // An unguessable PayPal order id; the approval is signed, the shop captures it.
      expect(paypal.payments[0].instructions.approvalUrl).toMatch(
        /^\/api\/v2\/payment-gateway\/paypal\/orders\/PAYID-[\w-]{24}\/approve$/,
      );
      const approval = await call('POST', paypal.payments[0].instructions.approvalUrl);
      expect(approval.status).toBe(200);
      expect(approval.body).toMatchObject({ amount: paypal.total, currency: 'EUR' });
      const captured = await call('POST', `/orders/${paypal.tokenValue}/paypal-capture`, approval.body, token);
      expect(captured.status).toBe(200);
      const after = await call('GET', `/orders/${paypal.tokenValue}`, undefined, token);
      expect(after.body).toMatchObject({
        paymentState: 'paid',
        payments: [{ state: 'completed', instructions: null }],
      });
    });

    it('two buyers racing for the last unit: one order, one clear refusal, stock never below zero', async () => {
      const v = variants[5] as Variant & { sku: string };
      const [a, b] = [await customer(), await customer()];
      const carts = [
        await cartOf(a.token, [{ code: v.code, quantity: 1 }]),
        await cartOf(b.token, [{ code: v.code, quantity: 1 }]),
      ];
      await readyToPay(a.token, carts[0] as string, 'cheque');
      await readyToPay(b.token, carts[1] as string, 'cheque');
      await setStock(v.sku, v.code, 1);
      const results = await Promise.all([
        call('PATCH', `/orders/${carts[0]}/complete`, { termsAccepted: true }, a.token),
        call('PATCH', `/orders/${carts[1]}/complete`, { termsAccepted: true }, b.token),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
      const refused = results.find((r) => r.status === 422) as { body: Body };
      expect(refused.body.violations[0]).toMatchObject({
        propertyPath: 'items[0].quantity',
        code: 'product_unavailable',
      });
      expect(await stockOf(v.sku, v.code)).toMatchObject({ stock: 0, in_stock: false });
      await setStock(v.sku, v.code, 50);
    });

    it('an order is placed at the catalogue’s prices of the moment, not of the add: a price changed is written and shown first (422 price_changed with the new total); a product hidden since is not sold', async () => {
      const v = variants[6] as Variant & { sku: string };
      const { token } = await customer();
      const cart = await cartOf(token, [{ code: v.code, quantity: 2 }]);
      await readyToPay(token, cart, 'cheque');
      const setVariant = async (sku: string, change: (data: Body) => void) => {
        const [row] = await database.db.select().from(products).where(eq(products.sku, sku));
        const data = structuredClone(row?.data) as Body;
        change(data);
        await database.db.update(products).set({ data }).where(eq(products.sku, sku));
      };
      const raised = v.base_price + 250;
      await setVariant(v.sku, (data) => {
        for (const variant of data.ProductVariants) if (variant.code === v.code) variant.base_price = raised;
      });
      try {
        const refused = await call('PATCH', `/orders/${cart}/complete`, { termsAccepted: true }, token);
        expect(refused.status).toBe(422);
        const seen = await call('GET', `/orders/${cart}`, undefined, token);
        expect(seen.body).toMatchObject({ state: 'cart', itemsTotal: 2 * raised, items: [{ unitPrice: raised }] });
        expect(refused.body.violations).toEqual([
          {
            propertyPath: 'total',
            code: 'price_changed',
            message: `Un prix a changé depuis l’ajout de l’article à votre panier : le total est maintenant de ${formatPrice(seen.body.total)}. Vérifiez-le, puis validez à nouveau.`,
          },
        ]);
        // Another tab, or a retry, still at the total it showed before: not placed either.
        const stale = await call(
          'PATCH',
          `/orders/${cart}/complete`,
          { termsAccepted: true, expectedTotal: seen.body.total - 2 * 250 },
          token,
        );
        expect(stale.status).toBe(422);
        expect(stale.body.violations[0]).toMatchObject({ propertyPath: 'total', code: 'price_changed' });
        // Seen, confirmed at that total: placed at the new price.
        const placed = await call(
          'PATCH',
          `/orders/${cart}/complete`,
          { termsAccepted: true, expectedTotal: seen.body.total },
          token,
        );
        expect(placed.status).toBe(200);
        expect(placed.body).toMatchObject({
          state: 'completed',
          total: seen.body.total,
          items: [{ unitPrice: raised }],
        });

        // A product hidden once in the cart is no longer for sale: nothing placed, nothing taken.
        const later = await cartOf(token, [{ code: v.code, quantity: 1 }]);
        await readyToPay(token, later, 'cheque');
        const stock = (await stockOf(v.sku, v.code))?.stock;
        await database.db.update(products).set({ viewable: false }).where(eq(products.sku, v.sku));
        const hidden = await call('PATCH', `/orders/${later}/complete`, { termsAccepted: true }, token);
        expect(hidden.status).toBe(422);
        expect(hidden.body.violations[0]).toMatchObject({
          propertyPath: 'items[0].quantity',
          code: 'product_unavailable',
        });
        expect((await call('GET', `/orders/${later}`, undefined, token)).body.state).toBe('cart');
        expect((await stockOf(v.sku, v.code))?.stock).toBe(stock);
      } finally {
        await database.db.update(products).set({ viewable: true }).where(eq(products.sku, v.sku));
        await setVariant(v.sku, (data) => {
          for (const variant of data.ProductVariants) if (variant.code === v.code) variant.base_price = v.base_price;
        });
      }
    });

    it('free goods: a cart of free samples alone is not an order; with a product it is, the sample free', async () => {
      const [sample] = await database.db.select().from(products).where(eq(products.kind, 'sample')).limit(1);
      const code = (sample?.data as { ProductVariants: Variant[] } | undefined)?.ProductVariants[0]?.code ?? '';
      const { token } = await customer();
      const cart = await cartOf(token, [{ code, quantity: 1 }]);
      await readyToPay(token, cart, 'cheque');
      const refused = await call('PATCH', `/orders/${cart}/complete`, { termsAccepted: true }, token);
      expect(refused.status).toBe(422);
      expect(refused.body.violations).toEqual([
        {
          propertyPath: 'items',
          code: 'free_only',
          message: 'Les échantillons offerts accompagnent une commande : ajoutez au moins un produit.',
        },
      ]);
      const v = variants[7] as Variant;
      expect(
        (
          await call(
            'PATCH',
            `/orders/${cart}/items`,
            { productVariant: `/api/v2/shop/product-variants/${v.code}`, quantity: 1 },
            token,
          )
        ).status,
      ).toBe(200);
      const placed = await call('PATCH', `/orders/${cart}/complete`, { termsAccepted: true }, token);
      expect(placed.status).toBe(200);
      expect(placed.body.itemsTotal).toBe(v.base_price);
    });

    let subscriber = { token: '', email: '' };
    it('a subscription line makes a subscription (SPEC §3): frequency, next shipping date, owner', async () => {
      subscriber = await customer();
      const { token } = subscriber;
      const subscribable = variants.filter((v) => (v.base_price_subscription ?? 0) > 0)[2] as Variant;
      const cart = await cartOf(token, [
        { code: subscribable.code, quantity: 1, interval: 31 },
        { code: variants[7]?.code ?? '', quantity: 2 },
      ]);
      await readyToPay(token, cart, 'visa');
      const placed = await call(
        'PATCH',
        `/orders/${cart}/complete`,
        { termsAccepted: true, paymentToken: await cardToken('4242424242424242') },
        token,
      );
      expect(placed.status).toBe(200);
      const made = await database.db
        .select()
        .from(subscriptions)
        .where(
          eq(
            subscriptions.originOrderId,
            (await database.db.select().from(payments).where(eq(payments.id, placed.body.payments[0].id)))[0]
              ?.orderId ?? 0,
          ),
        );
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({
        frequencyDays: 31,
        nextShippingDate: '2026-12-22',
        status: 'active',
        items: [{ variantCode: subscribable.code, quantity: 1 }],
      });
    });

    it('subscriptions read by their owner only: list, detail, draft next order, history (SPEC §3, §9)', async () => {
      const list = await call('GET', '/subscriptions', undefined, subscriber.token);
      expect(list.body['hydra:totalItems']).toBe(1);
      const sub = list.body['hydra:member'][0];
      expect(sub).toMatchObject({
        status: 'active',
        frequencyInDays: 31,
        nextShippingDate: '2026-12-22',
        modificationLimitDate: '2026-12-18',
        card: { brand: 'visa', last4: '4242' },
      });
      expect((await call('GET', `/subscriptions/${sub.code}`, undefined, subscriber.token)).body).toMatchObject({
        code: sub.code,
        frequencyInDays: 31,
      });
      const draft = await call('GET', `/subscriptions/${sub.code}/next-order`, undefined, subscriber.token);
      expect(draft.body).toMatchObject({ shippingDate: '2026-12-22', editable: true });
      expect(draft.body.items[0].unitPrice).toBeGreaterThan(0);
      const other = await customer();
      for (const path of ['', '/next-order', '/orders'])
        expect((await call('GET', `/subscriptions/${sub.code}${path}`, undefined, other.token)).status).toBe(404);
      expect((await call('GET', '/subscriptions')).status).toBe(401);
      expect(
        (await call('GET', `/subscriptions/${sub.code}/orders`, undefined, subscriber.token)).body['hydra:totalItems'],
      ).toBe(1);
    });

    it('the scheduler (injectable clock): reminders a week and 4 days before, then the real order on its date, once', async () => {
      const { db } = database;
      const sent: OutgoingMail[] = [];
      const outbox = { send: async (mail: OutgoingMail) => void sent.push(mail) };
      const at = (day: string) => new Date(`${day}T08:00:00Z`);
      const mine = () => sent.filter((m) => m.to === subscriber.email).map((m) => m.subject);
      await runSubscriptionScheduler({ db, now: at('2026-12-14'), outbox });
      expect(mine()).toEqual([]);
      await runSubscriptionScheduler({ db, now: at('2026-12-15'), outbox });
      await runSubscriptionScheduler({ db, now: at('2026-12-15'), outbox });
      expect(mine()).toEqual(['Votre prochaine livraison Gamelle le 22 décembre 2026']);
      await runSubscriptionScheduler({ db, now: at('2026-12-18'), outbox });
      expect(mine()).toHaveLength(2);
      expect(mine()[1]).toBe('Dernier jour pour modifier votre prochaine livraison');
      const report = await runSubscriptionScheduler({ db, now: at('2026-12-22'), outbox });
      expect(report.orders).toBeGreaterThanOrEqual(1);
      await runSubscriptionScheduler({ db, now: at('2026-12-22'), outbox });
      expect(mine().filter((subject) => subject.startsWith('Votre commande d’abonnement'))).toHaveLength(1);
      const list = await call('GET', '/subscriptions', undefined, subscriber.token);
      expect(list.body['hydra:member'][0]).toMatchObject({ nextShippingDate: '2027-01-22', deliveries: 2 });
      const history = await call(
        'GET',
        `/subscriptions/${list.body['hydra:member'][0].code}/orders`,
        undefined,
        subscriber.token,
      );
      expect(history.body['hydra:totalItems']).toBe(2);
      expect(history.body['hydra:member'][0]).toMatchObject({
        state: 'completed',
        paymentState: 'paid',
        shippingState: 'ready',
      });
      expect(history.body['hydra:member'][0].items[0].subscriptionInterval).toBe(31);
    });

    it('the scheduler when things go wrong: an expired card leaves the order payment_failed; an unavailable product sets the subscription to error', async () => {
      const { db } = database;
      const buyer = await customer();
      const subscribable = variants.filter((v) => (v.base_price_subscription ?? 0) > 0);
      const expiring = subscribable[3] as Variant & { sku: string };
      const vanishing = subscribable[4] as Variant & { sku: string };
      const cart = await cartOf(buyer.token, [
        { code: expiring.code, quantity: 1, interval: 42 },
        { code: vanishing.code, quantity: 1, interval: 62 },
      ]);
      await readyToPay(buyer.token, cart, 'visa');
      // Valid today (November 2026), expired by the first delivery in January 2027.
      const placed = await call(
        'PATCH',
        `/orders/${cart}/complete`,
        { termsAccepted: true, paymentToken: await cardToken('4242424242424242', 2026) },
        buyer.token,
      );
      expect(placed.status).toBe(200);
      const outbox = { send: async () => {} };
      await setStock(vanishing.sku, vanishing.code, 0);
      await runSubscriptionScheduler({ db, now: new Date('2027-01-02T08:00:00Z'), outbox });
      await runSubscriptionScheduler({ db, now: new Date('2027-01-22T08:00:00Z'), outbox });
      const list = (await call('GET', '/subscriptions', undefined, buyer.token)).body['hydra:member'] as Body[];
      const byFrequency = Object.fromEntries(list.map((sub) => [sub.frequencyInDays, sub]));
      expect(byFrequency[42]).toMatchObject({
        status: 'active',
        lastError: 'card_expired',
        nextShippingDate: '2027-02-13',
      });
      expect(byFrequency[62]).toMatchObject({
        status: 'error',
        lastError: `product_unavailable:${vanishing.code}`,
        nextShippingDate: '2027-01-22',
      });
      const history = await call('GET', `/subscriptions/${byFrequency[42]?.code}/orders`, undefined, buyer.token);
      expect(history.body['hydra:member'][0]).toMatchObject({
        paymentState: 'payment_failed',
        payments: [{ state: 'failed' }],
      });
      expect(
        (await call('GET', `/subscriptions/${byFrequency[62]?.code}/orders`, undefined, buyer.token)).body[
          'hydra:totalItems'
        ],
      ).toBe(1);
      await setStock(vanishing.sku, vanishing.code, 50);
    });

    it('personal data (SPEC §7 PUT on the customer URI): update, newsletter consent, default address, password change', async () => {
      const me = await customer();
      const id = (await call('POST', '/customers/token', { email: me.email, password: 'croquettes' })).body
        .customer as string;
      const path = id.replace('/api/v2/shop', '');
      const fresh = await call('GET', path, undefined, me.token);
      expect(fresh.body).toMatchObject({ subscriber: false, newCustomer: true, lastOrderDate: null });
      const updated = await call(
        'PUT',
        path,
        { firstName: 'Annie', subscribedToNewsletter: true, birthday: '1990-05-04' },
        me.token,
      );
      expect(updated.status).toBe(200);
      // An address not verified consents by the e-mailed link; subscribed only then.
      expect(updated.body).toMatchObject({
        firstName: 'Annie',
        lastName: 'Martin',
        subscribedToNewsletter: false,
        birthday: '1990-05-04',
      });
      expect(mails.filter((m) => m.to === me.email).at(-1)?.subject).toBe(
        'Confirmez votre inscription à la lettre Gamelle',
      );
      const taken = await call('PUT', path, { email: subscriber.email, currentPassword: 'croquettes' }, me.token);
      expect(taken.body.violations[0]).toMatchObject({ propertyPath: 'email', code: 'email_taken' });
      const future = await call('PUT', path, { birthday: '2030-01-01' }, me.token);
      expect(future.status).toBe(422);
      const other = await customer();
      expect((await call('PUT', path, { firstName: 'Pirate' }, other.token)).status).toBe(404);
      const created = await call('POST', '/addresses', address(), me.token);
      const foreign = await call('POST', '/addresses', address(), other.token);
      expect((await call('PUT', path, { defaultAddress: created.body['@id'] }, me.token)).body.defaultAddress).toBe(
        created.body['@id'],
      );
      expect((await call('PUT', path, { defaultAddress: foreign.body['@id'] }, me.token)).status).toBe(422);
      const wrong = await call(
        'PUT',
        `${path}/password`,
        { currentPassword: 'mauvais', newPassword: 'patees', confirmNewPassword: 'patees' },
        me.token,
      );
      expect(wrong.body.violations[0]).toEqual({
        propertyPath: 'currentPassword',
        code: 'wrong_password',
        message: 'Votre mot de passe est incorrect.',
      });
      const mismatch = await call(
        'PUT',
        `${path}/password`,
        { currentPassword: 'croquettes', newPassword: 'patees', confirmNewPassword: 'autre' },
        me.token,
      );
      expect(mismatch.body.violations[0].propertyPath).toBe('confirmNewPassword');
      expect(
        (
          await call(
            'PUT',
            `${path}/password`,
            { currentPassword: 'croquettes', newPassword: 'patees', confirmNewPassword: 'patees' },
            me.token,
          )
        ).status,
      ).toBe(200);
      expect((await call('POST', '/customers/token', { email: me.email, password: 'patees' })).status).toBe(200);
      expect((await call('POST', '/customers/token', { email: me.email, password: 'croquettes' })).status).toBe(401);
      const subscriberId = (await call('POST', '/customers/token', { email: subscriber.email, password: 'croquettes' }))
        .body.customer as string;
      expect(
        (await call('GET', subscriberId.replace('/api/v2/shop', ''), undefined, subscriber.token)).body,
      ).toMatchObject({ subscriber: true, newCustomer: false });
    });

    it('orders are owned: B gets 404 on A’s order, its steps and its invoice (a PDF 7 days after shipping); its steps without a token are 401, the order itself 404; the list pages the owner’s orders', async () => {
      const a = await customer();
      const b = await customer();
      const cart = await cartOf(a.token, [{ code: variants[8]?.code ?? '', quantity: 1 }]);
      await readyToPay(a.token, cart, 'cheque');
      expect((await call('PUT', `/orders/${cart}`, { billingAddress: address() }, b.token)).status).toBe(404);
      expect((await call('PATCH', `/orders/${cart}/complete`, { termsAccepted: true }, b.token)).status).toBe(404);
      expect((await call('PATCH', `/orders/${cart}/complete`, { termsAccepted: true })).status).toBe(401);
      const placed = await call('PATCH', `/orders/${cart}/complete`, { termsAccepted: true }, a.token);
      expect(placed.status).toBe(200);
      expect((await call('GET', `/orders/${cart}`, undefined, b.token)).status).toBe(404);
      // A placed order, read with no token at all: as if it did not exist (an expired token is a 401).
      expect((await call('GET', `/orders/${cart}`)).status).toBe(404);
      expect((await call('GET', `/orders/${cart}`, undefined, a.token)).body.number).toBe(placed.body.number);
      // The invoice: a clear 404 until 7 days after shipping, then a PDF for the owner only.
      const early = await call('GET', `/orders/${cart}/invoice`, undefined, a.token);
      expect(early.status).toBe(404);
      expect(early.body['hydra:description']).toBe(
        'La facture sera disponible 7 jours après l’expédition de votre commande.',
      );
      // The cheque arrives, then the parcel leaves (SPEC §2 "The order ships once payment is received").
      await recordPayment(database.db, cart, new Date(clock.getTime() - 4 * 86_400_000));
      await shipOrder(database.db, cart, {
        trackingNumber: '6A12345678901',
        at: new Date(clock.getTime() - 3 * 86_400_000),
      });
      const shipped = await call('GET', `/orders/${cart}`, undefined, a.token);
      expect(shipped.body).toMatchObject({
        shippingState: 'shipped',
        shipments: [{ trackingNumber: '6A12345678901', state: 'shipped' }],
      });
      expect((await call('GET', `/orders/${cart}/invoice`, undefined, a.token)).body['hydra:description']).toMatch(
        /^La facture sera disponible le 25 novembre 2026, 7 jours après/,
      );
      await shipOrder(database.db, cart, {
        trackingNumber: '6A12345678901',
        at: new Date(clock.getTime() - 8 * 86_400_000),
      });
      const invoice = await shop.request(`/api/v2/shop/orders/${cart}/invoice`, {
        headers: { Authorization: `Bearer ${a.token}` },
      });
      expect(invoice.status).toBe(200);
      expect(invoice.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await invoice.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await call('GET', `/orders/${cart}/invoice`, undefined, b.token)).status).toBe(404);
      const mine = await call('GET', '/orders?itemsPerPage=1', undefined, a.token);
      expect(mine.body['hydra:totalItems']).toBe(1);
      expect(mine.body['hydra:member'][0].number).toBe(placed.body.number);
      expect((await call('GET', '/orders', undefined, b.token)).body['hydra:totalItems']).toBe(0);
      expect((await call('GET', '/orders')).status).toBe(401);
    });

    // Last of the checkout's tests: two weeks on, every order still unpaid in this database is cancelled.
    it('orders nobody pays: 2 orders awaiting payment at most; 14 days unpaid, an order is cancelled — stock back, customer told, the subscription it began stopped, listed as cancelled, no payment recorded after', async () => {
      const { token, email, iri: customerIri } = await customer();
      const v = variants[8] as Variant & { sku: string };
      const stockBefore = (await stockOf(v.sku, v.code))?.stock ?? 0;
      const placeBy = async (method: string, lines: { code: string; quantity: number; interval?: number }[]) => {
        const cart = await cartOf(token, lines);
        await readyToPay(token, cart, method);
        return { cart, answer: await call('PATCH', `/orders/${cart}/complete`, { termsAccepted: true }, token) };
      };
      const first = await placeBy('cheque', [{ code: v.code, quantity: 2, interval: 31 }]);
      // Two more carts brought to a cheque while one order awaits payment: the first completed is
      // the second unpaid order; the other is refused when it completes (checked again there).
      const racing = await cartOf(token, [{ code: v.code, quantity: 1 }]);
      await readyToPay(token, racing, 'cheque');
      const second = await placeBy('bank_transfer', [{ code: v.code, quantity: 1 }]);
      expect([first.answer.status, second.answer.status]).toEqual([200, 200]);
      const late = await call('PATCH', `/orders/${racing}/complete`, { termsAccepted: true }, token);
      expect(late.status).toBe(422);
      expect(late.body.violations[0]).toMatchObject({ propertyPath: 'paymentMethod', code: 'unpaid_orders' });
      expect((await stockOf(v.sku, v.code))?.stock).toBe(stockBefore - 3);
      // A third one: a payment that comes later is refused at the payment step already.
      const third = { cart: await cartOf(token, [{ code: v.code, quantity: 1 }]), answer: { body: {} as Body } };
      const addressed = await call('PUT', `/orders/${third.cart}`, { billingAddress: address() }, token);
      await call(
        'PATCH',
        `/orders/${third.cart}/shipments/${addressed.body.shipments[0].id}`,
        { shippingMethod: '/api/v2/shop/shipping-methods/colissimo' },
        token,
      );
      const payments = `/orders/${third.cart}/payments/${addressed.body.payments[0].id}`;
      const byCheque = await call('PATCH', payments, { paymentMethod: 'cheque' }, token);
      expect(byCheque.status).toBe(422);
      expect(byCheque.body.violations).toEqual([
        {
          propertyPath: 'paymentMethod',
          code: 'unpaid_orders',
          message:
            'Vous avez déjà 2 commandes en attente de paiement : réglez-les d’abord, ou payez celle-ci par carte.',
        },
      ]);
      // By card, paid at once, it goes.
      expect((await call('PATCH', payments, { paymentMethod: 'visa' }, token)).status).toBe(200);
      const paid = await call(
        'PATCH',
        `/orders/${third.cart}/complete`,
        { termsAccepted: true, paymentToken: await cardToken('4242424242424242') },
        token,
      );
      expect(paid.status).toBe(200);
      const [subscription] = (await call('GET', '/subscriptions', undefined, token)).body['hydra:member'];
      expect(subscription.status).toBe('active');

      // Thirteen days on, nothing yet; fifteen days on, both unpaid orders are cancelled, once.
      mails.length = 0;
      const day = 86_400_000;
      const run = (days: number) =>
        cancelUnpaidOrders({
          db: database.db,
          now: new Date(clock.getTime() + days * day),
          outbox: { send: async (mail) => void mails.push(mail) },
          // This customer's only: on PostgreSQL the contract files share one database.
          customerId: Number(String(customerIri).split('/').at(-1)),
        });
      expect(await run(13)).not.toContain(first.answer.body.number);
      const cancelled = await run(15);
      expect(cancelled).toEqual(expect.arrayContaining([first.answer.body.number, second.answer.body.number]));
      expect(cancelled).not.toContain(paid.body.number);
      const again = await run(16);
      for (const placed of [first, second, third]) expect(again).not.toContain(placed.answer.body.number);
      for (const placed of [first, second]) {
        expect((await call('GET', `/orders/${placed.cart}`, undefined, token)).body).toMatchObject({
          state: 'cancelled',
          paymentState: 'cancelled',
          shippingState: 'cancelled',
        });
      }
      expect((await call('GET', `/orders/${third.cart}`, undefined, token)).body.state).toBe('completed');
      expect((await stockOf(v.sku, v.code))?.stock).toBe(stockBefore - 1);
      expect(mails.filter((mail) => mail.to === email).map((mail) => mail.subject)).toEqual(
        expect.arrayContaining([
          `Votre commande ${first.answer.body.number} est annulée`,
          `Votre commande ${second.answer.body.number} est annulée`,
        ]),
      );
      expect((await call('GET', `/subscriptions/${subscription.code}`, undefined, token)).body.status).toBe('stopped');
      expect(
        mails.find((mail) => mail.subject === `Votre commande ${first.answer.body.number} est annulée`)?.text,
      ).toContain(`L’abonnement ${subscription.code}, qui commençait avec cette commande, est donc arrêté.`);
      // The customer finds them among their orders, cancelled.
      const listed = (await call('GET', '/orders?itemsPerPage=10', undefined, token)).body['hydra:member'];
      expect(listed.map((order: Body) => [order.number, order.state])).toEqual(
        expect.arrayContaining([
          [first.answer.body.number, 'cancelled'],
          [second.answer.body.number, 'cancelled'],
          [paid.body.number, 'completed'],
        ]),
      );
      await expect(recordPayment(database.db, first.answer.body.number, clock)).rejects.toMatchObject({ status: 409 });
    });
  });
}
