import { customerClient } from '../api/customer-api';
import { type Profile, rememberedProfile, rememberProfile } from './session';

const reading = new Map<string, Promise<Profile | null>>();

/**
 * The signed-in customer's profile (`subscriber`, `newCustomer`, the first name), read once per tab
 * session and shared by the session's marks, the tracking client and the header's greeting; null
 * when it cannot be read — SPEC §8 "Reading personal data fails silently": asked again on the next
 * page.
 */
export function readProfile(customer: string): Promise<Profile | null> {
  const kept = rememberedProfile(customer);
  if (kept) return Promise.resolve(kept);
  let pending = reading.get(customer);
  if (!pending) {
    pending = customerClient
      .get(customer)
      .then((data) => {
        const profile = {
          subscriber: data.subscriber,
          newCustomer: data.newCustomer,
          professional: data.professional === true,
          ...(data.firstName ? { firstName: data.firstName } : {}),
        };
        rememberProfile(customer, profile);
        return profile;
      })
      .catch(() => null)
      .finally(() => reading.delete(customer));
    reading.set(customer, pending);
  }
  return pending;
}
