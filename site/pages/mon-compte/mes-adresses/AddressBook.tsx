import { ApiError, type BookAddress } from '@gamelle/api-client';
import { type Address, formatPhone } from '@gamelle/domain';
import { Alert, Button, Dialog, DialogClose, Skeleton } from '@gamelle/ui';
import { FormSubmitError } from '@gamelle/ui/form';
import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Announcement } from '../../../components/account/Announcement';
import { countryName } from '../../../components/address/country-name';
import { useAddressBook } from '../../../hooks/use-address-book';
import { useSignedInCustomer } from '../../../hooks/use-signed-in';
import { addressClient } from '../../../lib/api/checkout-api';
import { customerClient } from '../../../lib/api/customer-api';
import { useI18n } from '../../../lib/i18n/i18n-context';

import * as styles from './AddressBook.css';
import { AddressEditor } from './AddressEditor';
import {
  addressIri,
  addressTitle,
  pendingAddress,
  serverMessage,
  withFavourite,
  withoutAddress,
  withSaved,
} from './address-book';

/** The book's cards and forms are named by id, so that the focus can be put back on them. */
const cardTitleId = (id: number) => `adresse-${id}`;
const BOOK_TITLE = 'carnet-adresses';

/** SWR options of every change of the book: shown at once, the server's answer kept, undone on a refusal. */
const ROLL_BACK_ON_ERROR = { rollbackOnError: true, populateCache: true, revalidate: false } as const;

/**
 * The address book (SPEC §2 `/mon-compte/mes-adresses/`): every address as a
 * card named by its alias, the favourite marked; add, edit, delete (confirmed in a dialog) and make
 * favourite, each shown at once and undone with the server's message if refused (SWR
 * `optimisticData` and `rollbackOnError`). The favourite is set by the customer call (SPEC §7).
 */
export function AddressBook() {
  const { t } = useI18n();

  const customerUri = useSignedInCustomer();
  const { data: book, mutate } = useAddressBook(Boolean(customerUri));
  const { mutate: mutateKey } = useSWRConfig();
  /** The open form: a new address, one address's id, or none. */
  const [editing, setEditing] = useState<'new' | number | null>(null);
  /** The address the delete dialog asks about (kept while the dialog closes, for its title). */
  const [deleting, setDeleting] = useState<BookAddress | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const temporaryId = useRef(-1);

  // The focus goes back to what the shopper acted on once the view has changed under it.
  useEffect(() => {
    if (!focusTarget) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(focusTarget)?.focus();
      setFocusTarget(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [focusTarget]);

  function begin() {
    setStatus('');
    setFailure(null);
  }

  async function save(values: Address, previous: BookAddress | undefined) {
    begin();
    temporaryId.current -= 1;
    const shown = pendingAddress(values, previous, temporaryId.current);
    let saved: BookAddress | undefined;
    try {
      await mutate(
        async (current) => {
          saved = previous ? await addressClient.update(previous.id, values) : await addressClient.create(values);
          return withSaved(withoutAddress(current ?? [], shown.id), saved);
        },
        {
          optimisticData: (current) => withSaved(current ?? [], shown),
          ...ROLL_BACK_ON_ERROR,
        },
      );
    } catch (error) {
      // 422: under the fields, the form still open with what was typed; else the server's message.
      if (error instanceof ApiError && error.violations.length > 0) throw { violations: error.violations };
      if (!(error instanceof ApiError)) console.error(error);
      throw new FormSubmitError(serverMessage(error));
    }
    setEditing(null);
    setStatus(t('account.addresses.saved'));
    if (saved) setFocusTarget(cardTitleId(saved.id));
  }

  async function makeFavourite(address: BookAddress) {
    begin();
    if (!customerUri) return;
    try {
      await mutate(
        async (current) => {
          const customer = await customerClient.setDefaultAddress(customerUri, addressIri(address));
          void mutateKey(['customer', customerUri], customer, { revalidate: false });
          return withFavourite(current ?? [], address.id);
        },
        {
          optimisticData: (current) => withFavourite(current ?? [], address.id),
          ...ROLL_BACK_ON_ERROR,
        },
      );
      setStatus(t('account.addresses.saved'));
    } catch (error) {
      setFailure(serverMessage(error));
    }
    setFocusTarget(cardTitleId(address.id));
  }

  async function remove(address: BookAddress) {
    begin();
    setConfirmOpen(false);
    try {
      await mutate(
        async (current) => {
          await addressClient.remove(address.id);
          return withoutAddress(current ?? [], address.id);
        },
        {
          optimisticData: (current) => withoutAddress(current ?? [], address.id),
          ...ROLL_BACK_ON_ERROR,
        },
      );
      setStatus(t('account.addresses.saved'));
      setFocusTarget(BOOK_TITLE);
    } catch (error) {
      setFailure(serverMessage(error));
      setFocusTarget(cardTitleId(address.id));
    }
  }

  const loading = !customerUri || book === undefined;
  return (
    <>
      <Announcement message={status || null} className={styles.status} />
      {failure ? <Alert tone="critical">{failure}</Alert> : null}
      <section aria-labelledby={BOOK_TITLE} className={styles.section}>
        <h2 id={BOOK_TITLE} tabIndex={-1} className={styles.sectionTitle}>
          {t('account.addresses.listTitle')}
        </h2>
        {loading ? (
          <ul className={styles.list}>
            <li className={styles.skeletonCard}>
              <Skeleton width="50%" height="1.5em" label={t('account.addresses.loading')} />
              <Skeleton height="6em" />
            </li>
            <li className={styles.skeletonCard}>
              <Skeleton width="50%" height="1.5em" />
              <Skeleton height="6em" />
            </li>
          </ul>
        ) : book.length === 0 ? (
          <p>{t('account.addresses.empty')}</p>
        ) : (
          <ul className={styles.list}>
            {book.map((address) =>
              editing === address.id ? (
                <li key={address.id} className={`${styles.card} ${styles.editing}`}>
                  <AddressEditor
                    address={address}
                    onSave={(values) => save(values, address)}
                    onCancel={() => {
                      setEditing(null);
                      setFocusTarget(cardTitleId(address.id));
                    }}
                  />
                </li>
              ) : (
                <li key={address.id} className={styles.card}>
                  <AddressCard
                    address={address}
                    busy={address.id < 0}
                    onEdit={() => {
                      begin();
                      setEditing(address.id);
                    }}
                    onDelete={() => {
                      setDeleting(address);
                      setConfirmOpen(true);
                    }}
                    onFavourite={() => void makeFavourite(address)}
                  />
                </li>
              ),
            )}
          </ul>
        )}
      </section>
      {loading ? null : editing === 'new' ? (
        <div className={styles.card}>
          <AddressEditor
            onSave={(values) => save(values, undefined)}
            onCancel={() => {
              setEditing(null);
              setFocusTarget('ajouter-adresse');
            }}
          />
        </div>
      ) : (
        <Button
          id="ajouter-adresse"
          onClick={() => {
            begin();
            setEditing('new');
          }}
        >
          {t('account.addresses.add')}
        </Button>
      )}
      <Dialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t('account.addresses.deleteTitle', { name: deleting ? addressTitle(deleting) : '' })}
        description={t('account.addresses.deleteText')}
        closeLabel={t('account.addresses.close')}
        footer={
          <>
            <DialogClose asChild>
              <Button tone="secondary">{t('account.addresses.cancel')}</Button>
            </DialogClose>
            <Button tone="critical" onClick={() => deleting && void remove(deleting)}>
              {t('account.addresses.deleteConfirm')}
            </Button>
          </>
        }
      />
    </>
  );
}

/** One address of the book: its alias as the title, the favourite marked, the address as on a parcel, the actions. */
function AddressCard({
  address,
  busy,
  onEdit,
  onDelete,
  onFavourite,
}: {
  address: BookAddress;
  /** Not yet saved: nothing to act on. */
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onFavourite: () => void;
}) {
  const { locale, t } = useI18n();

  const name = addressTitle(address);
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.company,
    address.street,
    address.street2,
    `${address.postcode} ${address.city}`,
    address.provinceName,
    countryName(address.countryCode, locale),
  ].filter((line): line is string => Boolean(line));
  return (
    <>
      <h3 id={cardTitleId(address.id)} tabIndex={-1} className={styles.cardTitle}>
        {name}
      </h3>
      {address.isDefault ? <p className={styles.favourite}>{t('account.addresses.favourite')}</p> : null}
      <address className={styles.address}>
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one address, in a fixed order.
          <span key={i}>
            {line}
            <br />
          </span>
        ))}
        {address.phoneNumber ? (
          <span>
            {t('account.addresses.phoneLine', { phone: formatPhone(address.phoneNumber) })}
            <br />
          </span>
        ) : null}
        {address.phoneNumber2 ? (
          <span>
            {t('account.addresses.phoneLine', { phone: formatPhone(address.phoneNumber2) })}
            <br />
          </span>
        ) : null}
      </address>
      {address.deliveryInstructions ? (
        <p>{t('account.addresses.instructionsLine', { text: address.deliveryInstructions })}</p>
      ) : null}
      <div className={styles.actions}>
        <Button
          tone="secondary"
          size="small"
          disabled={busy}
          onClick={onEdit}
          aria-label={t('account.addresses.editNamed', { name })}
        >
          {t('account.addresses.edit')}
        </Button>
        {address.isDefault ? null : (
          <Button
            tone="secondary"
            size="small"
            disabled={busy}
            onClick={onFavourite}
            aria-label={t('account.addresses.makeFavouriteNamed', { name })}
          >
            {t('account.addresses.makeFavourite')}
          </Button>
        )}
        <Button
          tone="secondary"
          size="small"
          disabled={busy}
          onClick={onDelete}
          aria-label={t('account.addresses.deleteNamed', { name })}
        >
          {t('account.addresses.delete')}
        </Button>
      </div>
    </>
  );
}
