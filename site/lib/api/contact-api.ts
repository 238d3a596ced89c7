import { createContactClient } from '@gamelle/api-client';
import { shopHttp } from './shop-api';

export { ApiError } from '@gamelle/api-client';

/** The contact form's call (SPEC §3), loaded when the form is sent: the page ships no API client. */
export const contactClient = createContactClient(shopHttp);
