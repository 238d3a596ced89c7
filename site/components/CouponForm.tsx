import { Button, TextField } from '@gamelle/ui';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../lib/i18n/i18n-context';

import * as styles from './CouponForm.css';

/**
 * A promotion code (SPEC §7 apply-coupon): the field and its button, or the code applied with what
 * it does and the way to take it off. Used by the cart and by a subscription's next order. A refused
 * code stays in the field with the server's reason under it (nothing is lost); an empty one is
 * refused before any call.
 */
export function CouponForm({
  applied,
  appliedText,
  onApply,
  onRemove,
  errorText,
}: {
  applied: string | null;
  /** What the applied code does (granted, or why not). */
  appliedText: string;
  onApply: (code: string) => Promise<unknown>;
  onRemove: (code: string) => void;
  /** The words for a refusal (the server's violation, or a generic failure). */
  errorText: (failure: unknown) => string;
}) {
  const { t } = useI18n();

  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (applied) {
    return (
      <div className={styles.coupon}>
        <p>{appliedText}</p>
        <Button tone="secondary" onClick={() => onRemove(applied)}>
          {t('cart.removeCoupon')}
        </Button>
      </div>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (code.trim() === '') {
      setError(t('cart.couponRequired'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onApply(code.trim());
      setCode('');
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <form className={styles.couponForm} onSubmit={submit} noValidate>
      <TextField
        label={t('cart.coupon')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error ?? undefined}
        autoComplete="off"
      />
      <Button type="submit" aria-disabled={pending}>
        {t('cart.applyCoupon')}
      </Button>
    </form>
  );
}
