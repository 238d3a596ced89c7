import { professionalRegistrationSchema } from '@gamelle/domain';
import { Button, Choices, PasswordField, TextField } from '@gamelle/ui';
import { Form } from '@gamelle/ui/form';
import { publicCustomerClient as customers } from '../../lib/api/public-shop-api';
import { type Captcha, withCaptcha } from '../../lib/captcha/captcha';
import { useI18n } from '../../lib/i18n/i18n-context';
import { CaptchaStatus } from './CaptchaStatus';
import { RegistrationTerms } from './RegistrationTerms';

const COUNTRIES = ['FR', 'BE', 'LU'] as const;

/**
 * A professional's registration (SPEC §1 B2B variant, ADR 0020): an account like any other
 * with the company's name, its country and its VAT number in that country's format (checked here
 * and by the shop). Its carts are then on the professional channel: its minimum order in TTC, its
 * customer service until 17:30.
 */
export function ProRegistration({
  email,
  captcha,
  waiting,
  onRegistered,
}: {
  email: string;
  /** The registration's captcha (ADR 0027), obtained by the login page as the step shows. */
  captcha: Captcha;
  /** A submit waits for the captcha's solve. */
  waiting: boolean;
  onRegistered: (password: string) => Promise<void>;
}) {
  const { t } = useI18n();

  return (
    <Form
      errorTitle
      schema={professionalRegistrationSchema}
      form="registration"
      label={t('login.pro.form')}
      defaultValues={{
        email,
        password: '',
        firstName: '',
        lastName: '',
        company: '',
        vatNumber: '',
        subscribedToNewsletter: false,
      }}
      onSubmit={async (values) => {
        await withCaptcha(captcha, (token) => customers.register({ ...values, captcha: token }));
        await onRegistered(values.password);
      }}
    >
      {({ register, errorOf, pending }) => (
        <>
          <p>{t('login.pro.intro')}</p>
          <TextField
            label={t('login.pro.company')}
            autoComplete="organization"
            required
            {...register('company')}
            error={errorOf('company')}
          />
          <Choices
            legend={t('login.pro.companyCountry')}
            options={COUNTRIES.map((code) => ({
              value: code,
              label: t(`region.countries.${code}` as 'region.countries.FR'),
            }))}
            {...register('companyCountry')}
            error={errorOf('companyCountry')}
          />
          <TextField
            label={t('login.pro.vatNumber')}
            description={t('login.pro.vatHelp')}
            required
            {...register('vatNumber')}
            error={errorOf('vatNumber')}
          />
          <TextField
            label={t('login.firstName')}
            autoComplete="given-name"
            required
            {...register('firstName')}
            error={errorOf('firstName')}
          />
          <TextField
            label={t('login.lastName')}
            autoComplete="family-name"
            required
            {...register('lastName')}
            error={errorOf('lastName')}
          />
          <PasswordField
            label={t('login.password')}
            description={t('login.passwordHelp')}
            autoComplete="new-password"
            required
            {...register('password')}
            error={errorOf('password')}
          />
          <RegistrationTerms />
          <Button type="submit" pending={pending}>
            {t('login.pro.submit')}
          </Button>
          <CaptchaStatus waiting={waiting} />
        </>
      )}
    </Form>
  );
}
