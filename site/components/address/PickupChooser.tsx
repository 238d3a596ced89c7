import type { PickupPoint } from '@gamelle/api-client';
import { FORM_MESSAGES_FR, isPostcodeValidForCountry } from '@gamelle/domain';
import { Alert, Button, Choices, TextField } from '@gamelle/ui';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import useSWR from 'swr';
import { checkoutClient } from '../../lib/api/checkout-api';
import { useI18n } from '../../lib/i18n/i18n-context';

import * as styles from './PickupChooser.css';

/**
 * The pickup-point chooser: points near a postcode (the delivery address's by default), as radio
 * buttons. Used by the checkout's carrier step and by a subscription's delivery.
 */
export function PickupChooser({
  country,
  initialPostcode,
  city,
  register,
  error,
  onResults,
}: {
  country: string;
  initialPostcode: string;
  city: string;
  register: UseFormRegisterReturn;
  error?: string;
  onResults: () => void;
}) {
  const { t } = useI18n();

  const [postcode, setPostcode] = useState(initialPostcode);
  const [query, setQuery] = useState(initialPostcode);
  const [searchError, setSearchError] = useState<string | undefined>();
  const { data: points, error: loadError } = useSWR<PickupPoint[], Error>(
    ['pickup-points', country, query],
    () =>
      checkoutClient.pickupPoints({
        countryCode: country,
        postcode: query,
        city: query === initialPostcode ? city : '',
      }),
    { revalidateOnFocus: false },
  );
  const search = () => {
    if (!isPostcodeValidForCountry(postcode, country)) {
      setSearchError(FORM_MESSAGES_FR['forms.address.postcode.errors.postcode_country']);
      return;
    }
    setSearchError(undefined);
    if (postcode.trim() !== query) {
      onResults();
      setQuery(postcode.trim());
    }
  };
  return (
    <section aria-labelledby="point-relais" className={styles.section}>
      <h3 id="point-relais" className={styles.title}>
        {t('checkout.shipping.pickupTitle')}
      </h3>
      <div className={styles.search}>
        <TextField
          label={t('checkout.shipping.pickupPostcode')}
          inputMode="numeric"
          value={postcode}
          onChange={(event) => setPostcode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              // Enter searches here, it does not send the carrier form.
              event.preventDefault();
              search();
            }
          }}
          error={searchError}
        />
        <Button tone="secondary" onClick={search}>
          {t('checkout.shipping.pickupFind')}
        </Button>
      </div>
      {loadError ? <Alert tone="critical">{t('checkout.error')}</Alert> : null}
      {points && points.length === 0 ? <p>{t('checkout.shipping.pickupNone')}</p> : null}
      {points && points.length > 0 ? (
        <Choices
          legend={t('checkout.shipping.pickupChoose')}
          options={points.map((point) => ({
            value: point.id,
            label: `${point.name}, ${point.street}, ${point.postcode} ${point.city}`,
            description: typeof point.openingHours === 'string' ? point.openingHours : undefined,
          }))}
          {...register}
          error={error}
        />
      ) : null}
    </section>
  );
}
