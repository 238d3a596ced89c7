import type { AddressOnOrder } from '@gamelle/domain';
import * as styles from './Checkout.css';

/** The address as it is printed on a parcel: the shipping step and the summary show it. */
export function PostalAddress({ address }: { address: AddressOnOrder }) {
  return (
    <address className={styles.address}>
      {address.firstName} {address.lastName}
      {address.company ? (
        <>
          <br />
          {address.company}
        </>
      ) : null}
      <br />
      {address.street}
      {address.street2 ? (
        <>
          <br />
          {address.street2}
        </>
      ) : null}
      <br />
      {address.postcode} {address.city} ({address.countryCode})
      {address.phoneNumber ? (
        <>
          <br />
          {address.phoneNumber}
        </>
      ) : null}
    </address>
  );
}
