import type { AddressOnOrder, CheckoutOrder } from '@gamelle/domain';
import { Button } from '@gamelle/ui';
import { useState } from 'react';
import { useAddressBook } from '../../../hooks/use-address-book';
import { checkoutClient } from '../../../lib/api/checkout-api';
import { useI18n } from '../../../lib/i18n/i18n-context';

import { AddressForm } from './AddressForm';
import { CarrierForm } from './CarrierForm';
import * as styles from './Checkout.css';
import type { Act } from './checkout-shared';
import { PostalAddress } from './PostalAddress';

/**
 * Shipping (SPEC §2): the delivery address (the billing one unless the shopper gives another),
 * then the carrier — home delivery or a pickup point chosen near a postcode — with its cost.
 */
export function ShippingStep({ order, act }: { order: CheckoutOrder; act: Act }) {
  const { t } = useI18n();

  const [editing, setEditing] = useState(false);
  // The checkout is for a signed-in shopper (SPEC §2 is-authenticated): their book is readable.
  const { data: book, mutate: mutateBook } = useAddressBook(true);
  const shipping = order.shippingAddress ?? order.billingAddress;
  const billing = order.billingAddress;
  if (!shipping || !billing) return null;
  const token = order.tokenValue;

  return (
    <>
      <section aria-labelledby="adresse-livraison" className={styles.step}>
        <h3 id="adresse-livraison" className={styles.recapTitle}>
          {t('checkout.shipping.addressTitle')}
        </h3>
        {editing ? (
          <AddressForm
            kind="shipping"
            address={shipping}
            book={book}
            submitLabel={t('checkout.continue')}
            onSave={async (address, { saveToBook }) => {
              await act(
                () =>
                  checkoutClient.address(token, {
                    billingAddress: billing,
                    shippingAddress: address as AddressOnOrder,
                    saveToAddressBook: saveToBook ? ['shippingAddress'] : [],
                  }),
                { advance: false },
              );
              if (saveToBook) void mutateBook();
              setEditing(false);
            }}
          />
        ) : (
          <div className={styles.row}>
            <PostalAddress address={shipping} />
            <Button tone="secondary" onClick={() => setEditing(true)}>
              {t('checkout.shipping.changeAddress')}
            </Button>
          </div>
        )}
      </section>
      {editing ? null : <CarrierForm order={order} shipping={shipping} billing={billing} act={act} />}
    </>
  );
}
