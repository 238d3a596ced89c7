import { createAddressClient, createCheckoutClient } from '@gamelle/api-client';
import { shopHttp } from './shop-api';

/** Checkout calls with the shopper's token (loaded by the checkout and confirmation pages only). */
export const checkoutClient = createCheckoutClient(shopHttp);

/** The signed-in customer's address book. */
export const addressClient = createAddressClient(shopHttp);
