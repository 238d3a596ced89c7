import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cartSchema } from './cart.js';
import { crossSellSchema, footerSchema, headerSchema, imageSchema, pageSchema } from './content.js';
import { authenticationResponseSchema, customerSchema, trackingClientType } from './customer.js';
import { violationsFromZod } from './forms/form-errors.js';
import { isDelayedPayment, isInvoiceExpected, orderSchema, PAYMENT_METHODS } from './order.js';
import { productSchema } from './product.js';
import { shopSchema } from './shop.js';

describe('SPEC §3 entities parse what the services send', () => {
  it('Customer: defaults for flags, gender m or f', () => {
    const customer = customerSchema.parse({
      '@id': '/api/v2/shop/customers/1',
      email: 'c@example.fr',
      firstName: 'Camille',
      lastName: 'Durand',
    });
    expect(customer).toMatchObject({ subscribedToNewsletter: false, subscriber: false, newCustomer: true });
    expect(customerSchema.safeParse({ ...customer, gender: 'x' }).success).toBe(false);
  });

  it('SPEC §6 "Tracking client types: Guest, New client, Old client"', () => {
    expect(trackingClientType(null)).toBe('Guest');
    expect(trackingClientType({ newCustomer: true })).toBe('New client');
    expect(trackingClientType({ newCustomer: false })).toBe('Old client');
  });

  it('Authentication response: token, refresh_token, customer URI, user, optional cart', () => {
    const ok = { token: 'jwt', refresh_token: 'r', customer: '/api/v2/shop/customers/1', user: { verified: true } };
    expect(authenticationResponseSchema.parse(ok).cart).toBeUndefined();
    expect(authenticationResponseSchema.parse({ ...ok, cart: 'tok' }).cart).toBe('tok');
    expect(authenticationResponseSchema.safeParse({ token: 'jwt' }).success).toBe(false);
  });

  it('Order: code, date, total, tracking number, carrier, payment method, status, invoice', () => {
    const order = orderSchema.parse({
      code: '000123',
      date: '2026-11-02',
      total: 4590,
      status: 'shipped',
      paymentMethod: 'cheque',
    });
    expect(order.total).toBe(4590);
    expect(orderSchema.safeParse({ ...order, total: 45.9 }).success).toBe(false);
    expect(PAYMENT_METHODS).toEqual(['visa', 'mastercard', 'paypal', 'cheque', 'bank_transfer']);
  });

  it('SPEC §2 "For cheque, bank transfer and PayPal it gives delayed-payment instructions"', () => {
    expect(PAYMENT_METHODS.filter(isDelayedPayment)).toEqual(['paypal', 'cheque', 'bank_transfer']);
  });

  it('SPEC §2 "invoice download (available 7 to 10 days after shipping)"', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(isInvoiceExpected('2026-11-14T10:00:00Z', now)).toBe(true);
    expect(isInvoiceExpected('2026-11-15T10:00:00Z', now)).toBe(false);
    expect(isInvoiceExpected(null, now)).toBe(false);
    expect(isInvoiceExpected('pas une date', now)).toBe(false);
  });

  it('Cart: tokenValue, state, items, freeProducts, currencyCode; item variant code of 8 digits', () => {
    const cart = {
      '@id': '/api/v2/shop/orders/t',
      tokenValue: 't',
      state: 'cart',
      localeCode: 'fr_FR',
      currencyCode: 'EUR',
      items: [
        {
          id: 1,
          quantity: 2,
          subscriptionInterval: 31,
          variant: { code: '12345678', productName: 'Croquettes', variantName: '2 kg', unitPrice: 2490 },
        },
      ],
      freeProducts: [],
      itemsTotal: 4980,
      total: 4980,
    };
    expect(cartSchema.parse(cart).items[0]?.quantity).toBe(2);
    expect(cartSchema.safeParse({ ...cart, state: 'paid' }).success).toBe(false);
  });

  it('Product with variants, composition, constituents, energy, reviews', () => {
    const product = productSchema.parse({
      sku: 'CHIEN-ADULTE-POULET',
      slug: 'croquettes-chien-adulte-poulet',
      name: 'Croquettes chien adulte au poulet',
      animal: 'dog',
      foodType: 'dry',
      ProductVariants: [{ code: '10000001', name: '2 kg', in_stock: true, base_price: 1890, unit: 'kg', weight: 2 }],
      metabolizableEnergy: 3800,
      reviews: { count: 12, average: 4.6, satisfaction: 94 },
    });
    expect(product.filters).toEqual({});
    expect(productSchema.safeParse({ ...product, reviews: { count: 1, average: 6, satisfaction: 90 } }).success).toBe(
      false,
    );
  });

  it('Page, cross-sell, image, header and footer records', () => {
    expect(
      pageSchema.safeParse({ key: 'cgv', slug: 'conditions-utilisation', attributes: { title: 'CGU' } }).success,
    ).toBe(true);
    expect(crossSellSchema.parse({ main_product: { sku: 'A' }, products: [{ sku: 'B' }] }).products).toHaveLength(1);
    expect(
      imageSchema.safeParse({ url: '/images/a.webp', hash: 'abc', alternativeText: 'Sac de croquettes' }).success,
    ).toBe(true);
    expect(headerSchema.safeParse({ promoBanner: null, navigation: [], supportHours: '9h-18h' }).success).toBe(true);
    expect(
      footerSchema.safeParse({ columns: [{ title: 'Aide', links: [{ label: 'FAQ', href: '/faq/' }] }], legal: [] })
        .success,
    ).toBe(true);
  });

  it('Shop with opening hours per weekday', () => {
    const shop = shopSchema.parse({
      slug: 'lyon-croix-rousse',
      name: 'Gamelle Lyon Croix-Rousse',
      street: '4 place de la Croix-Rousse',
      postcode: '69004',
      city: 'Lyon',
      countryCode: 'FR',
      latitude: 45.774,
      longitude: 4.832,
      openingHours: { weekly: [{ weekday: 1, closed: true }] },
    });
    expect(shop.openingHours.timeZone).toBe('Europe/Paris');
    expect(shopSchema.safeParse({ ...shop, countryCode: 'DE' }).success).toBe(false);
  });

  it('SPEC §3 "Constraint violation: propertyPath, code, message" from zod issues', () => {
    const schema = z.object({ billingAddress: z.object({ postcode: z.string().min(1, 'required') }) });
    expect(violationsFromZod(schema.safeParse({ billingAddress: { postcode: '' } }).error!)).toEqual([
      { propertyPath: 'billingAddress.postcode', code: 'required', message: 'Ce champ est obligatoire.' },
    ]);
  });
});
