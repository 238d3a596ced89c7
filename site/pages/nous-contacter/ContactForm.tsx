import { CONTACT_SUBJECTS, type ConstraintViolation, contactRequestSchema } from '@gamelle/domain';
import { Button, Choices, FilesField, Textarea, TextField } from '@gamelle/ui';
import { Form } from '@gamelle/ui/form';
import { useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { useI18n } from '../../lib/i18n/i18n-context';

import * as styles from './Contact.css';

/** The form's values: the domain's contact request, the file as picked (FilesField checked it). */
const contactFormSchema = contactRequestSchema.omit({ file: true }).extend({
  files: z.array(z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File)).max(1),
});
type ContactFormValues = z.infer<typeof contactFormSchema>;

class ContactRefused extends Error {
  constructor(readonly violations: ConstraintViolation[]) {
    super('Formulaire refusé');
  }
}

/**
 * Sends the message (SPEC §3 contact request with its file) through the API client, in the page's
 * language: the server's refusals come in it and land under their fields.
 */
async function send(values: ContactFormValues): Promise<void> {
  const { contactClient, ApiError } = await import('../../lib/api/contact-api');
  const [file] = values.files;
  try {
    await contactClient.send({ ...values, file: file ?? null });
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) {
      // The server names the attachment `file`; the form's field is `files`.
      throw new ContactRefused(
        error.violations.map((v) => (v.propertyPath === 'file' ? { ...v, propertyPath: 'files' } : v)),
      );
    }
    throw error;
  }
}

/**
 * The contact form (SPEC §3, §5): e-mail, subject, order number, product, message and one file;
 * everything is checked on submit with the spec's messages, the server's refusals land under
 * their fields, and a sent message shows « Votre message a été envoyé » (SPEC §8).
 */
export function ContactForm() {
  const { t } = useI18n();

  const [sent, setSent] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);
  // The confirmation takes the focus, so a screen reader and a keyboard user land on it.
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <div ref={confirmation} role="status" tabIndex={-1} className={styles.sent}>
        <h2>{t('contact.sent')}</h2>
        <p>{t('contact.sentDetail')}</p>
        <Button tone="secondary" onClick={() => setSent(false)}>
          {t('contact.another')}
        </Button>
      </div>
    );
  }

  return (
    <Form
      errorTitle
      schema={contactFormSchema}
      form="contact"
      label={t('contact.form')}
      defaultValues={{ email: '', subject: undefined, orderId: '', productName: '', message: '', files: [] }}
      onSubmit={async (values) => {
        await send(values);
        setSent(true);
      }}
    >
      {({ register, control, errorOf, pending }) => (
        <div className={styles.fields}>
          <TextField
            label={t('contact.email')}
            description={t('contact.emailHelp')}
            type="email"
            autoComplete="email"
            required
            {...register('email')}
            error={errorOf('email')}
          />
          <Choices
            legend={t('contact.subject')}
            options={CONTACT_SUBJECTS.map((subject) => ({ value: subject.code, label: subject.label }))}
            {...register('subject')}
            error={errorOf('subject')}
          />
          <TextField
            label={t('contact.orderId')}
            description={t('contact.orderIdHelp')}
            inputMode="numeric"
            {...register('orderId')}
            error={errorOf('orderId')}
          />
          <TextField label={t('contact.productName')} {...register('productName')} error={errorOf('productName')} />
          <Textarea
            label={t('contact.message')}
            rows={6}
            required
            {...register('message')}
            error={errorOf('message')}
          />
          <Controller
            name="files"
            control={control}
            render={({ field }) => (
              <FilesField
                label={t('contact.file')}
                description={t('contact.fileHelp')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                error={errorOf('files')}
              />
            )}
          />
          <div>
            <Button type="submit" pending={pending}>
              {t('contact.send')}
            </Button>
          </div>
        </div>
      )}
    </Form>
  );
}
