import { useEffect, useState } from 'react';
import { requireSession } from '../lib/session/session';

/**
 * The is-authenticated guard of SPEC §2 for a personal page: without a session the shopper is sent
 * to sign in, the page remembered as the target to come back to. Gives the customer's URI once
 * known (null while the page hydrates, and for a visitor on the way to the login page).
 */
export function useSignedInCustomer(): string | null {
  const [customer, setCustomer] = useState<string | null>(null);
  useEffect(() => {
    const session = requireSession();
    if (session) setCustomer(session.customer);
  }, []);
  return customer;
}
