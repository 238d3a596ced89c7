import { type AddressOnOrder, formatPhone } from '@gamelle/domain';
import { countryName } from '../../../components/address/country-name';
import { useI18n } from '../../../lib/i18n/i18n-context';
import * as styles from './Checkout.css';

/** The address as it is printed on a parcel: the shipping step and the summary show it. */
export function PostalAddress({ address }: { address: AddressOnOrder }) {
  const { locale } = useI18n();
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
      {address.postcode} {address.city}
      <br />
      {countryName(address.countryCode, locale)}
      {address.phoneNumber ? (
        <>
          <br />
          {formatPhone(address.phoneNumber)}
        </>
      ) : null}
    </address>
  );
}
