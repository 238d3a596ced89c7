import { CONTACT_SUBJECTS, type ConstraintViolation, contactRequestSchema } from '@gamelle/domain';
import { Button, Choices, FilesField, Textarea, TextField } from '@gamelle/ui';
import { Form } from '@gamelle/ui/form';
import { useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { t } from '../../lib/i18n';
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

/** Sends the message as multipart (SPEC §3 contact request with its file). */
async function send(values: ContactFormValues): Promise<void> {
  const body = new FormData();
  for (const key of ['email', 'subject', 'orderId', 'productName', 'message'] as const) {
    const value = values[key];
    if (value) body.set(key, value);
  }
  const [file] = values.files;
  if (file) body.set('file', file);
  const response = await fetch(`${import.meta.env.GAMELLE_SHOP_API_URL}/shop/contact-requests?locale=fr`, {
    method: 'POST',
    body,
    headers: { accept: 'application/ld+json' },
  });
  if (response.status === 422) {
    const { violations } = (await response.json()) as { violations: ConstraintViolation[] };
    // The server names the attachment `file`; the form's field is `files`.
    throw new ContactRefused(violations.map((v) => (v.propertyPath === 'file' ? { ...v, propertyPath: 'files' } : v)));
  }
  if (!response.ok) throw new Error(`Envoi refusé (${response.status})`);
}

/**
 * The contact form (SPEC §3, §5): e-mail, subject, order number, product, message and one file;
 * everything is checked on submit with the spec's messages, the server's refusals land under
 * their fields, and a sent message shows « Votre message a été envoyé » (SPEC §8).
 */
export function ContactForm() {
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
