import { FORM_MESSAGES_FR, isMobileNumber, isPhoneCountry } from '@gamelle/domain';
import type { z } from 'zod';
import { translate } from '../../lib/i18n/i18n';
import { documentLocale } from '../../lib/i18n/locale';

/** What the rules need of a carrier (the domain's CARRIERS, or the checkout's priced methods). */
interface CarrierRules {
  code: string;
  kind: string;
  mobileRequired: boolean;
}

/**
 * The carrier choice's rules (SPEC §2 carrier choice, §5 « mobile required by the carrier »), shared
 * by the checkout's carrier step and a subscription's delivery: a carrier chosen among `carriers`,
 * a pickup point for the pickup carrier, a mobile number in `country` when the carrier texts one.
 */
export function carrierIssues(
  values: { shippingMethod: string | null; pickupPoint: string | null; phoneNumber?: string | null },
  carriers: readonly CarrierRules[],
  country: string,
  ctx: z.RefinementCtx,
): void {
  const carrier = carriers.find((c) => c.code === values.shippingMethod);
  if (!carrier) {
    ctx.addIssue({
      code: 'custom',
      path: ['shippingMethod'],
      message: translate(documentLocale(), 'checkout.shipping.carrierRequired'),
    });
    return;
  }
  if (carrier.kind === 'pickup' && !values.pickupPoint) {
    ctx.addIssue({
      code: 'custom',
      path: ['pickupPoint'],
      message: translate(documentLocale(), 'checkout.shipping.pickupRequired'),
    });
  }
  const phoneCountry = isPhoneCountry(country) ? country : 'FR';
  if (carrier.mobileRequired && !(values.phoneNumber && isMobileNumber(values.phoneNumber, phoneCountry))) {
    ctx.addIssue({
      code: 'custom',
      path: ['phoneNumber'],
      message: FORM_MESSAGES_FR['forms.address.phoneNumber.errors.mobile_invalid'],
    });
  }
}
