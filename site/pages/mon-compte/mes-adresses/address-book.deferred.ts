import { deferred } from '../../../render/deferred';

/** The signed-in shopper's address book loads after the page (ADR 0005). */
export const addressBook = deferred(() => import('./AddressBook').then((m) => ({ default: m.AddressBook })));
