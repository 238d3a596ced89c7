import { createSubscriptionClient } from '@gamelle/api-client';
import { shopHttp } from './shop-api';

/** The signed-in customer's subscription calls (SPEC §2), with the shopper's token. */
export const subscriptionClient = createSubscriptionClient(shopHttp);
