import { z } from 'zod';

/** Customer (SPEC §3). */
export const customerSchema = z.object({
  '@id': z.string(),
  email: z.string(),
  emailHashed: z.string().optional(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  fullName: z.string().nullable().optional(),
  gender: z.enum(['m', 'f']).nullable().optional(),
  birthday: z.string().nullable().optional(),
  subscribedToNewsletter: z.boolean().default(false),
  subscriber: z.boolean().default(false),
  newCustomer: z.boolean().default(true),
  defaultAddress: z.string().nullable().optional(),
  lastOrderDate: z.string().nullable().optional(),
  user: z.object({ verified: z.boolean() }).optional(),
  preferredLanguage: z.enum(['fr', 'nl']).optional(),
  /** A professional account (SPEC §1 B2B variant, ADR 0020), with its company and VAT number. */
  professional: z.boolean().optional(),
  company: z.string().nullable().optional(),
  vatNumber: z.string().nullable().optional(),
});
export type Customer = z.infer<typeof customerSchema>;

/** Authentication response (SPEC §3): token, refresh_token, customer URI, user, optional cart. */
export const authenticationResponseSchema = z.object({
  token: z.string().min(1),
  refresh_token: z.string().min(1),
  customer: z.string().min(1),
  user: z.object({ verified: z.boolean().optional() }).passthrough(),
  cart: z.string().nullable().optional(),
});
export type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>;

/** Tracking client type (SPEC §6): Guest, New client, Old client. */
export function trackingClientType(
  customer: Pick<Customer, 'newCustomer'> | null,
): 'Guest' | 'New client' | 'Old client' {
  if (!customer) return 'Guest';
  return customer.newCustomer ? 'New client' : 'Old client';
}
