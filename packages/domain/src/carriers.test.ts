import { describe, expect, it } from 'vitest';
import { CARRIERS, findCarrier, includedVat, shippingCost, trackingUrlOf } from './carriers.js';
import { FREE_SHIPPING_THRESHOLD_CENTS } from './shipping.js';

describe('carriers — SPEC §1, §2: shipping to FR, BE, LU by home carrier or pickup point', () => {
  it('every carrier serves FR, BE and LU, at home or at a pickup point', () => {
    for (const carrier of CARRIERS) expect(Object.keys(carrier.prices).sort()).toEqual(['BE', 'FR', 'LU']);
    expect(new Set(CARRIERS.map((c) => c.kind))).toEqual(new Set(['home', 'pickup']));
    expect(findCarrier('inconnu')).toBeUndefined();
  });
  it('free shipping from the cart threshold, for the carriers it applies to', () => {
    const colissimo = findCarrier('colissimo');
    const chronopost = findCarrier('chronopost');
    if (!colissimo || !chronopost) throw new Error('carriers missing');
    expect(shippingCost(colissimo, 'FR', FREE_SHIPPING_THRESHOLD_CENTS - 1)).toBe(590);
    expect(shippingCost(colissimo, 'BE', FREE_SHIPPING_THRESHOLD_CENTS)).toBe(0);
    expect(shippingCost(chronopost, 'LU', FREE_SHIPPING_THRESHOLD_CENTS * 2)).toBe(1390);
  });
  it('the VAT included in a TTC total (20 %)', () => {
    expect(includedVat(12000)).toBe(2000);
    expect(includedVat(999)).toBe(167);
    expect(includedVat(0)).toBe(0);
  });
  it('SPEC §3 Order tracking number and carrier: the carrier’s page for the parcel', () => {
    expect(trackingUrlOf('colissimo', '6A 123/4')).toBe(
      'https://www.laposte.fr/outils/suivre-vos-envois?code=6A%20123%2F4',
    );
    for (const carrier of CARRIERS) expect(trackingUrlOf(carrier.code, 'X1')).toMatch(/^https:\/\/.+X1/);
    expect(trackingUrlOf('inconnu', 'X1')).toBeNull();
    expect(trackingUrlOf('colissimo', null)).toBeNull();
  });
});
