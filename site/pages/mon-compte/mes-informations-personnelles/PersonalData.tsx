import { ApiError } from '@gamelle/api-client';
import type { Locale } from '@gamelle/domain';
import { type Customer, changePasswordSchema } from '@gamelle/domain';
import { Button, Checkbox, Choices, DateField, FormButtons, PasswordField, Skeleton, TextField } from '@gamelle/ui';
import { Form, FormSubmitError } from '@gamelle/ui/form';
import { useRef, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { KeyedMutator } from 'swr';
import { Announcement } from '../../../components/account/Announcement';
import { useCustomer } from '../../../hooks/use-customer';
import { useSignedInCustomer } from '../../../hooks/use-signed-in';
import { customerClient } from '../../../lib/api/customer-api';
import { translate } from '../../../lib/i18n/i18n';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { documentLocale } from '../../../lib/i18n/locale';

import { rememberFirstName, startSession } from '../../../lib/session/session';
import { AccountDeletion, DataDownload } from './AccountRights';
import * as styles from './PersonalData.css';
import {
  birthdayBounds,
  COMMUNICATION_LANGUAGES,
  emailChanged,
  LANGUAGE_NAMES,
  optimisticCustomer,
  type PersonalFormValues,
  personalDataRequest,
  personalFormSchema,
  personalFormValues,
  serverMessage,
} from './personal-data';

/**
 * SPEC §8 "a global-flagged custom error shows at form level": a refusal without violations reads
 * as the server's own message (violations go under their fields, the kit's `Form` maps them).
 */
function asFormError(error: unknown): never {
  if (error instanceof ApiError && error.violations.length === 0) {
    throw new FormSubmitError(serverMessage(error, translate(documentLocale(), 'account.personal.error')));
  }
  throw error;
}

/** The choices of SPEC §3 `gender` (m or f). */
const genderChoices = (locale: Locale) => [
  { value: 'f', label: translate(locale, 'account.personal.genderF') },
  { value: 'm', label: translate(locale, 'account.personal.genderM') },
];

const languageChoices = COMMUNICATION_LANGUAGES.map((code) => ({
  value: code,
  label: <span lang={code}>{LANGUAGE_NAMES[code]}</span>,
}));

/**
 * Name, gender, birthday, e-mail, newsletter consent and language (SPEC §3), saved with
 * `PUT {customer}`: the customer shown at once and put back with the server's message if the save
 * is refused; what the shopper typed stays in the form either way.
 */
function PersonalForm({
  uri,
  customer,
  mutate,
}: {
  uri: string;
  customer: Customer | null;
  mutate: KeyedMutator<Customer | null>;
}) {
  const { locale, t } = useI18n();

  // The form starts once from what was read; a later read or a rollback never overwrites typing.
  const [initial] = useState(() => personalFormValues(customer));
  const [savedEmail, setSavedEmail] = useState(initial.email);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useRef<UseFormReturn<PersonalFormValues> | null>(null);
  const [now] = useState(() => new Date());
  const bounds = birthdayBounds(now);
  return (
    <>
      <Form
        errorTitle
        schema={personalFormSchema(now, savedEmail)}
        form="customer"
        label={t('account.personal.formLabel')}
        defaultValues={initial}
        onSubmit={async (values) => {
          setSaved(null);
          const request = personalDataRequest(values, savedEmail);
          const answer = await mutate(customerClient.update(uri, request), {
            optimisticData: (current) => optimisticCustomer(current, uri, request),
            rollbackOnError: true,
            populateCache: true,
            revalidate: false,
          }).catch(asFormError);
          setSavedEmail(answer?.email ?? values.email);
          // The header greets the customer by the first name just saved.
          if (answer?.firstName) rememberFirstName(uri, answer.firstName);
          form.current?.setValue('currentPassword', '');
          // Double opt-in: the newsletter asked for and not yet confirmed — the e-mail says how.
          setSaved(
            request.subscribedToNewsletter && answer && !answer.subscribedToNewsletter
              ? t('account.personal.savedConfirmNewsletter', { email: answer.email })
              : t('account.personal.saved'),
          );
        }}
      >
        {(methods) => {
          form.current = methods;
          const { register, control, errorOf, pending, watch } = methods;
          return (
            <>
              <TextField
                label={t('account.personal.firstName')}
                autoComplete="given-name"
                required
                {...register('firstName')}
                error={errorOf('firstName')}
              />
              <TextField
                label={t('account.personal.lastName')}
                autoComplete="family-name"
                required
                {...register('lastName')}
                error={errorOf('lastName')}
              />
              <Choices
                legend={t('account.personal.gender')}
                options={genderChoices(locale)}
                {...register('gender')}
                error={errorOf('gender')}
              />
              <Controller
                name="birthday"
                control={control}
                render={({ field }) => (
                  <DateField
                    label={t('account.personal.birthday')}
                    autoComplete="bday"
                    min={bounds.min}
                    max={bounds.max}
                    {...field}
                    error={errorOf('birthday')}
                  />
                )}
              />
              <TextField
                label={t('account.personal.email')}
                type="email"
                autoComplete="email"
                required
                {...register('email')}
                error={errorOf('email')}
              />
              {emailChanged(watch('email') ?? '', savedEmail) ? (
                <PasswordField
                  label={t('account.personal.currentPasswordForEmail')}
                  description={t('account.personal.currentPasswordForEmailHelp')}
                  autoComplete="current-password"
                  required
                  {...register('currentPassword')}
                  error={errorOf('currentPassword')}
                />
              ) : null}
              <Checkbox label={t('account.personal.newsletter')} {...register('subscribedToNewsletter')} />
              <Choices
                legend={t('account.personal.language')}
                options={languageChoices}
                {...register('preferredLanguage')}
                error={errorOf('preferredLanguage')}
              />
              <FormButtons>
                <Button type="submit" pending={pending}>
                  {t('account.personal.save')}
                </Button>
              </FormButtons>
            </>
          );
        }}
      </Form>
      <Announcement message={saved} />
    </>
  );
}

/**
 * SPEC §5 change password: the current one must match; the new one and its confirmation 5 to 255
 * and identical; the API is sent the new one as its confirmation (SPEC §7) and answers with new
 * tokens, which keep this session (every other one ends).
 */
function PasswordForm({ uri }: { uri: string }) {
  const { t } = useI18n();

  const [changed, setChanged] = useState<string | null>(null);
  const form = useRef<UseFormReturn<{ currentPassword: string; newPassword: string; confirmation: string }> | null>(
    null,
  );
  return (
    <>
      <Form
        errorTitle
        schema={changePasswordSchema}
        form="changePassword"
        label={t('account.personal.passwordFormLabel')}
        defaultValues={{ currentPassword: '', newPassword: '', confirmation: '' }}
        onSubmit={async (values) => {
          setChanged(null);
          const auth = await customerClient
            .changePassword(uri, values.currentPassword, values.newPassword)
            .catch(asFormError);
          startSession(auth);
          form.current?.reset();
          setChanged(t('account.personal.passwordChanged'));
        }}
      >
        {(methods) => {
          form.current = methods;
          const { register, errorOf, pending } = methods;
          return (
            <>
              <PasswordField
                label={t('account.personal.currentPassword')}
                autoComplete="current-password"
                required
                {...register('currentPassword')}
                error={errorOf('currentPassword')}
              />
              <PasswordField
                label={t('account.personal.newPassword')}
                description={t('account.personal.passwordHelp')}
                autoComplete="new-password"
                required
                {...register('newPassword')}
                error={errorOf('newPassword')}
              />
              <PasswordField
                label={t('account.personal.confirmation')}
                autoComplete="new-password"
                required
                {...register('confirmation')}
                error={errorOf('confirmation')}
              />
              <FormButtons>
                <Button type="submit" pending={pending}>
                  {t('account.personal.changePassword')}
                </Button>
              </FormButtons>
            </>
          );
        }}
      </Form>
      <Announcement message={changed} />
    </>
  );
}

/** Placeholders shaped like the two forms, so nothing moves when they arrive. */
function PersonalDataSkeleton() {
  const { t } = useI18n();

  const field = (key: string, height = '2.75rem') => (
    <div key={key} className={styles.skeletonField}>
      <Skeleton width="30%" />
      <Skeleton height={height} />
    </div>
  );
  return (
    <div className={styles.sections}>
      <section className={styles.section}>
        <Skeleton width="50%" height="1.5em" label={t('account.personal.loading')} />
        {['firstName', 'lastName', 'gender', 'birthday', 'email', 'newsletter', 'language'].map((key) => field(key))}
        <Skeleton width="10rem" height="2.75rem" />
      </section>
      <section className={styles.section}>
        <Skeleton width="50%" height="1.5em" />
        {['current', 'new', 'confirmation'].map((key) => field(key))}
        <Skeleton width="10rem" height="2.75rem" />
      </section>
      {['download', 'deletion'].map((key) => (
        <section key={key} className={styles.section}>
          <Skeleton width="50%" height="1.5em" />
          <Skeleton height="4.5em" />
          <Skeleton width="14rem" height="2.75rem" />
        </section>
      ))}
    </div>
  );
}

/**
 * The personal data view (SPEC §2 `/mon-compte/mes-informations-personnelles/`): the customer's
 * data and their password, each a form of its own, filled in the browser once signed in; then their
 * rights over their data (ADR 0028): the download, and the account's deletion.
 */
export function PersonalData() {
  const { t } = useI18n();

  const uri = useSignedInCustomer();
  const { data: customer, mutate } = useCustomer(uri);
  if (!uri || customer === undefined) return <PersonalDataSkeleton />;
  return (
    <div className={styles.sections}>
      <section className={styles.section} aria-labelledby="informations">
        <h2 id="informations">{t('account.personal.dataTitle')}</h2>
        <PersonalForm uri={uri} customer={customer} mutate={mutate} />
      </section>
      <section className={styles.section} aria-labelledby="mot-de-passe">
        <h2 id="mot-de-passe">{t('account.personal.passwordTitle')}</h2>
        <PasswordForm uri={uri} />
      </section>
      <DataDownload uri={uri} />
      <AccountDeletion uri={uri} />
    </div>
  );
}
