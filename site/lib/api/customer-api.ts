import { createCustomerClient } from '@gamelle/api-client';
import { shopHttp } from './shop-api';

/** The signed-in customer's calls, with the shopper's token (session marks, checkout, account). */
export const customerClient = createCustomerClient(shopHttp);
