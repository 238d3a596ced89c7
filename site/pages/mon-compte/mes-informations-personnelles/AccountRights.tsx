import { ApiError } from '@gamelle/api-client';
import { accountDeletionSchema, parisDay } from '@gamelle/domain';
import { Alert, Button, Dialog, DialogClose, FormButtons, PasswordField } from '@gamelle/ui';
import { Form, FormSubmitError } from '@gamelle/ui/form';
import { useState } from 'react';
import { navigate } from 'vike/client/router';
import { Announcement } from '../../../components/account/Announcement';
import { customerClient } from '../../../lib/api/customer-api';
import { translate } from '../../../lib/i18n/i18n';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { documentLocale } from '../../../lib/i18n/locale';
import { arrivedWith } from '../../../lib/page/notices';
import { endSession } from '../../../lib/session/session';
import * as styles from './PersonalData.css';

/** Hands a file to the browser as a download, under `name`. */
function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * « Télécharger mes données » (GDPR art. 15 and 20, ADR 0028): the JSON file the backend makes of
 * everything it holds on the customer, fetched with their token and saved by the browser.
 */
export function DataDownload({ uri }: { uri: string }) {
  const { t } = useI18n();

  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setPending(true);
    setDone(null);
    setFailure(null);
    try {
      const file = await customerClient.exportData(uri);
      const name = t('account.rights.file', { date: parisDay(new Date()) });
      saveFile(file, name);
      setDone(t('account.rights.downloaded', { file: name }));
    } catch (error) {
      setFailure(
        t('account.rights.downloadError', {
          message: error instanceof ApiError ? error.message : t('account.orders.error'),
        }),
      );
    } finally {
      setPending(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="mes-donnees">
      <h2 id="mes-donnees">{t('account.rights.dataTitle')}</h2>
      <p className={styles.text}>{t('account.rights.dataText')}</p>
      <div>
        <Button tone="secondary" pending={pending} onClick={() => void download()}>
          {pending ? t('account.rights.downloading') : t('account.rights.download')}
        </Button>
      </div>
      {failure ? <Alert tone="critical">{failure}</Alert> : null}
      <Announcement message={done} />
    </section>
  );
}

/** A refusal without violations (an order still under way) reads as the server says it, in the dialog. */
function asFormError(error: unknown): never {
  if (error instanceof ApiError && error.violations.length === 0) {
    throw new FormSubmitError(error.message || translate(documentLocale(), 'account.rights.error'));
  }
  throw error;
}

/**
 * « Supprimer mon compte » (GDPR art. 17, ADR 0028): a dialog says what happens and asks for the
 * password; once deleted, the session ends here too and the shopper lands on the home page, told.
 */
export function AccountDeletion({ uri }: { uri: string }) {
  const { localHref, t } = useI18n();

  const [open, setOpen] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="supprimer-mon-compte">
      <h2 id="supprimer-mon-compte">{t('account.rights.deleteTitle')}</h2>
      <p className={styles.text}>{t('account.rights.deleteText')}</p>
      <div>
        <Dialog
          open={open}
          onOpenChange={setOpen}
          trigger={<Button tone="critical">{t('account.rights.deleteOpen')}</Button>}
          title={t('account.rights.dialogTitle')}
          closeLabel={t('account.rights.cancel')}
        >
          <div className={styles.dialogBody}>
            <p className={styles.text}>{t('account.rights.dialogText')}</p>
            <ul className={styles.consequences}>
              <li>{t('account.rights.dialogAccount')}</li>
              <li>{t('account.rights.dialogSubscriptions')}</li>
              <li>{t('account.rights.dialogNewsletter')}</li>
              <li>{t('account.rights.dialogOrders')}</li>
              <li>{t('account.rights.dialogDownload')}</li>
            </ul>
            <Form
              errorTitle
              schema={accountDeletionSchema}
              form="accountDeletion"
              label={t('account.rights.formLabel')}
              defaultValues={{ currentPassword: '' }}
              onSubmit={async (values) => {
                await customerClient.deleteAccount(uri, values.currentPassword).catch(asFormError);
                setOpen(false);
                endSession();
                await navigate(localHref('/'));
                arrivedWith({ tone: 'positive', text: t('account.rights.deleted') });
              }}
            >
              {({ register, errorOf, pending }) => (
                <>
                  <PasswordField
                    label={t('account.rights.password')}
                    autoComplete="current-password"
                    required
                    {...register('currentPassword')}
                    error={errorOf('currentPassword')}
                  />
                  <FormButtons>
                    <DialogClose asChild>
                      <Button tone="secondary">{t('account.rights.cancel')}</Button>
                    </DialogClose>
                    <Button type="submit" tone="critical" pending={pending}>
                      {t('account.rights.confirm')}
                    </Button>
                  </FormButtons>
                </>
              )}
            </Form>
          </div>
        </Dialog>
      </div>
    </section>
  );
}
