import type { CustomerSubscription, NextOrder, SubscriptionEvent } from '@gamelle/api-client';
import type { CheckoutOrder } from '@gamelle/domain';
import useSWR from 'swr';
import { subscriptionClient } from '../lib/api/subscription-api';

/** SWR keys of the subscription resources: a change updates each one it answers. */
export const subscriptionKeys = {
  list: (customer: string) => ['subscriptions', customer] as const,
  one: (code: string) => ['subscription', code] as const,
  nextOrder: (code: string) => ['subscription', code, 'next-order'] as const,
  orders: (code: string) => ['subscription', code, 'orders'] as const,
  events: (code: string) => ['subscription', code, 'events'] as const,
};

/** The signed-in customer's subscriptions (SPEC §2 `/mon-compte/mes-abonnements/`). */
export function useSubscriptions(customerUri: string | null) {
  return useSWR<CustomerSubscription[], Error>(
    customerUri ? subscriptionKeys.list(customerUri) : null,
    () => subscriptionClient.list(),
    { revalidateOnFocus: false },
  );
}

/** One subscription of the customer (404: not theirs). */
export function useSubscription(code: string | null) {
  return useSWR<CustomerSubscription, Error>(
    code ? subscriptionKeys.one(code) : null,
    () => subscriptionClient.get(code ?? ''),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** Its next order at today's prices, with what may still be changed. */
export function useNextOrder(code: string | null) {
  return useSWR<NextOrder, Error>(
    code ? subscriptionKeys.nextOrder(code) : null,
    () => subscriptionClient.nextOrder(code ?? ''),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** The orders the subscription made, newest first (SPEC §2 subscription history). */
export function useSubscriptionOrders(code: string | null) {
  return useSWR<CheckoutOrder[], Error>(
    code ? subscriptionKeys.orders(code) : null,
    () => subscriptionClient.orders(code ?? ''),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** What the customer did to its schedule: pauses, skips, resumes, the stop (SPEC §4), newest first. */
export function useSubscriptionEvents(code: string | null) {
  return useSWR<SubscriptionEvent[], Error>(
    code ? subscriptionKeys.events(code) : null,
    () => subscriptionClient.events(code ?? ''),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
