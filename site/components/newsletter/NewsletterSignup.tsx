import type { NewsletterSource } from '@gamelle/api-client';
import { Button, TextField } from '@gamelle/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n/i18n-context';

import * as styles from './Newsletter.css';

/**
 * The newsletter sign-up (SPEC §1): an e-mail, then the button moves from
 * « S’inscrire » to « Inscrit » (SPEC §4) and the shopper is told to confirm from the e-mail
 * (double opt-in). SPEC §8's two messages: « L’adresse email n’est pas valide » under the field,
 * « Une erreur s’est produite » otherwise; nothing typed is lost.
 */
export function NewsletterSignup({ source, title }: { source: NewsletterSource; title: string }) {
  const { t } = useI18n();

  const id = useId();
  const [state, setState] = useState<'idle' | 'sending' | 'subscribed'>('idle');
  const [invalid, setInvalid] = useState<string | undefined>(undefined);
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const field = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state !== 'idle') return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setFailed(undefined);
    setState('sending');
    // The client and the rules load on the first sign-up: the pages ship none of them before.
    const { isNewsletterEmail, newsletterClient, NEWSLETTER_MESSAGES } = await import('../../lib/account/newsletter');
    if (!isNewsletterEmail(email)) {
      setState('idle');
      setInvalid(NEWSLETTER_MESSAGES.invalid);
      field.current?.focus();
      return;
    }
    setInvalid(undefined);
    try {
      await newsletterClient.subscribe(email, source);
      setState('subscribed');
    } catch (error) {
      setState('idle');
      if ((error as { status?: number }).status === 422) {
        setInvalid(NEWSLETTER_MESSAGES.invalid);
        field.current?.focus();
      } else {
        setFailed(NEWSLETTER_MESSAGES.failed);
      }
    }
  };

  return (
    <form aria-labelledby={`${id}-titre`} noValidate onSubmit={submit} className={styles.form}>
      <h2 id={`${id}-titre`} className={styles.title}>
        {title}
      </h2>
      <p className={styles.help}>{t('newsletter.offer')}</p>
      <div className={styles.row}>
        <TextField
          ref={field}
          label={t('newsletter.email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={invalid}
          readOnly={state === 'subscribed'}
        />
        <Button type="submit" pending={state === 'sending'} aria-disabled={state === 'subscribed' || undefined}>
          {state === 'subscribed' ? t('newsletter.subscribed') : t('newsletter.subscribe')}
        </Button>
      </div>
      <div role="status">{state === 'subscribed' ? <p>{t('newsletter.checkMail')}</p> : null}</div>
      {failed ? <p role="alert">{failed}</p> : null}
    </form>
  );
}
