import type { AddItemInput } from '@gamelle/api-client';
import { href } from '@gamelle/domain';
import { Alert } from '@gamelle/ui';
import { useState } from 'react';
import { useI18n } from '../../lib/i18n/i18n-context';

export type AddStatus = 'idle' | 'adding' | 'added' | 'failed';

/**
 * Adding a tool's food to the cart: the cart's code is loaded on the first click (the tools' pages
 * ship none), one add at a time.
 */
export function useAddToCart(): { status: AddStatus; add: (line: AddItemInput) => Promise<void> } {
  const { locale } = useI18n();
  const [status, setStatus] = useState<AddStatus>('idle');
  const add = async (line: AddItemInput) => {
    if (status === 'adding') return;
    setStatus('adding');
    try {
      const { addToCart } = await import('../../lib/cart/add-to-cart');
      await addToCart(line, locale);
      setStatus('added');
    } catch {
      setStatus('failed');
    }
  };
  return { status, add };
}

/** What became of the add: « C’est dans votre panier. » with the way to it, or why it failed. */
export function AddStatusMessage({ status }: { status: AddStatus }) {
  const { localHref, t } = useI18n();
  return (
    <>
      <div role="status">
        {status === 'added' ? (
          <p>
            {t('guide.added')} <a href={localHref(href.cart())}>{t('guide.addedLink')}</a>
          </p>
        ) : null}
      </div>
      {status === 'failed' ? <Alert tone="critical">{t('guide.addError')}</Alert> : null}
    </>
  );
}
