import { ApiError, type CardToken } from '@gamelle/api-client';
import type { Locale } from '@gamelle/domain';
import {
  type AddressOnOrder,
  CHECKOUT_STEPS,
  type CheckoutOrder,
  type CheckoutStep,
  checkoutStepOf,
  hasOnlyFreeLines,
  href,
  isStepReachable,
} from '@gamelle/domain';
import { Alert, Button, Dialog, DialogClose } from '@gamelle/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { preferredAddress, useAddressBook } from '../../../hooks/use-address-book';
import { useCustomer } from '../../../hooks/use-customer';
import { useOrder } from '../../../hooks/use-order';
import { checkoutClient } from '../../../lib/api/checkout-api';
import { translate } from '../../../lib/i18n/i18n';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useStepTitle } from '../../../lib/page/step-title';

import { type OrderChannel, openOrderChannel } from '../../../lib/session/order-channel';
import { currentSession } from '../../../lib/session/session';
import { AddressForm } from './AddressForm';
import * as styles from './Checkout.css';
import { AddressFormLoading, CheckoutLoading } from './CheckoutLoading';
import { useGuardedOrderToken } from './checkout-shared';
import { OrderTotals } from './OrderTotals';
import { PaymentStep } from './PaymentStep';
import { ShippingStep } from './ShippingStep';
import { SummaryStep } from './SummaryStep';

/** The checkout funnel (SPEC §2 `/commande/{order}/`): loads the order once signed in. */
export function Checkout() {
  const { t } = useI18n();

  const token = useGuardedOrderToken();
  if (!token) return <CheckoutLoading label={t('checkout.loading')} />;
  return <Funnel token={token} />;
}

export const stepLabel = (step: CheckoutStep, locale: Locale) =>
  translate(locale, `checkout.step.${step}` as 'checkout.step.cart');

function Funnel({ token }: { token: string }) {
  const { locale, localHref, t } = useI18n();

  const { data: order, error, mutate } = useOrder(token);
  // A first billing address starts from the address book's default one, else the shopper's names.
  const [customerUri] = useState(() => currentSession()?.customer ?? null);
  const { data: customer } = useCustomer(customerUri);
  const { data: book, mutate: mutateBook } = useAddressBook(customerUri !== null);
  const [step, setStep] = useState<CheckoutStep | null>(null);
  useStepTitle(step ? stepLabel(step, locale) : undefined);
  const [otherTab, setOtherTab] = useState<'busy' | 'done' | null>(null);
  const [card, setCard] = useState<CardToken | null>(null);
  const channel = useRef<OrderChannel | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    const opened = openOrderChannel(token, (message) => {
      setOtherTab(message.kind);
      // Once the other tab is done, this one shows the order as the server has it, at its step.
      if (message.kind === 'done') {
        void mutate().then((fresh) => {
          if (fresh) setStep(checkoutStepOf(fresh));
        });
      }
    });
    channel.current = opened;
    return () => opened.close();
  }, [token, mutate]);

  useEffect(() => {
    if (order && step === null) setStep(checkoutStepOf(order));
  }, [order, step]);

  // A new step takes the focus to its title, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (step && moved.current) heading.current?.focus();
  }, [step]);

  const go = useCallback((next: CheckoutStep) => {
    moved.current = true;
    setStep(next);
  }, []);

  /** Runs a checkout call, told to the other tabs, and moves on to the step the order reached. */
  const act = useCallback(
    async (call: () => Promise<CheckoutOrder>, { advance = true } = {}) => {
      const run = () => call();
      const next = await (channel.current ? channel.current.run(run) : run());
      await mutate(next, { revalidate: false });
      if (advance) go(checkoutStepOf(next));
      return next;
    },
    [mutate, go],
  );

  const dialog = (
    <Dialog
      open={otherTab !== null}
      onOpenChange={(open) => {
        if (!open) setOtherTab(null);
      }}
      title={t('checkout.otherTab.title')}
      // The other tab moved the order on: the field that had the focus is gone with its step; the
      // focus goes to the new step's title, not to the page's start (WCAG 2.4.3).
      focusWhenGone={() => heading.current}
      description={otherTab === 'done' ? t('checkout.otherTab.done') : t('checkout.otherTab.busy')}
      footer={
        <DialogClose asChild>
          <Button>{t('checkout.otherTab.ok')}</Button>
        </DialogClose>
      }
    />
  );

  if (error) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 403);
    return (
      <div role="alert">
        <p>{missing ? t('checkout.notFound') : t('checkout.error')}</p>
        <p>
          <a href={localHref(href.cart())}>{t('checkout.backToCart')}</a>
        </p>
      </div>
    );
  }
  if (!order || !step) return <CheckoutLoading label={t('checkout.loading')} />;
  if (order.state === 'completed') {
    return (
      <div>
        {dialog}
        <p>{t('checkout.placed')}</p>
        <p>
          <a href={localHref(href.checkoutConfirmation({ order: token }))}>{t('checkout.seeConfirmation')}</a>
        </p>
      </div>
    );
  }
  if (order.items.length === 0) {
    return (
      <div>
        <p>{t('checkout.emptyCart')}</p>
        <p>
          <a href={localHref(href.cart())}>{t('checkout.backToCart')}</a>
        </p>
      </div>
    );
  }

  const billing = order.billingAddress ?? null;
  // A first billing form waits for what prefills it: the account's names and the address book.
  const billingPrefilled = billing !== null || (customer !== undefined && book !== undefined);
  return (
    <div className={styles.layout} data-checkout-step={step}>
      {dialog}
      <nav aria-label={t('checkout.steps')} className={styles.stepsNav}>
        <ol className={styles.steps}>
          {CHECKOUT_STEPS.map((name, index) => {
            const label = `${index + 1}. ${stepLabel(name, locale)}`;
            if (name === 'cart') {
              return (
                <li key={name} className={styles.stepItem}>
                  <a href={localHref(href.cart())}>{label}</a>
                </li>
              );
            }
            const current = name === step;
            if (current) {
              return (
                <li key={name} className={styles.stepCurrent} aria-current="step">
                  {label}
                </li>
              );
            }
            return (
              <li key={name} className={styles.stepItem}>
                {isStepReachable(name, order) ? (
                  <button type="button" className={styles.stepButton} onClick={() => go(name)}>
                    {label}
                  </button>
                ) : (
                  <span className={styles.stepLocked}>{t('checkout.stepLocked', { name: label })}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <section aria-labelledby="etape" className={styles.stepArea}>
        <h2 id="etape" ref={heading} tabIndex={-1} className={styles.stepTitle}>
          {stepLabel(step, locale)}
        </h2>
        {hasOnlyFreeLines(order.items) ? (
          // Free samples come with an order: said before the steps, the completion refuses them alone (`free_only`).
          <Alert tone="caution">
            {t('cart.freeOnly')} <a href={localHref(href.cart())}>{t('checkout.backToCart')}</a>
          </Alert>
        ) : null}
        {step === 'billing' && !billingPrefilled ? <AddressFormLoading label={t('checkout.loading')} /> : null}
        {step === 'billing' && billingPrefilled ? (
          <AddressForm
            key={JSON.stringify(billing)}
            kind="billing"
            address={billing ?? preferredAddress(book)}
            names={customer ? { firstName: customer.firstName ?? '', lastName: customer.lastName ?? '' } : undefined}
            book={book}
            submitLabel={t('checkout.continue')}
            onSave={async (address, { saveToBook }) => {
              await act(() =>
                checkoutClient.address(token, {
                  billingAddress: address as AddressOnOrder,
                  // A delivery address of its own stays; otherwise the parcel goes to the billing address.
                  shippingAddress: differs(order.shippingAddress, billing)
                    ? (order.shippingAddress ?? undefined)
                    : undefined,
                  // The server keeps it in « Mes adresses » unless the book has it already or is full.
                  saveToAddressBook: saveToBook ? ['billingAddress'] : [],
                }),
              );
              if (saveToBook) void mutateBook();
            }}
          />
        ) : null}
        {step === 'shipping' ? <ShippingStep order={order} act={act} /> : null}
        {step === 'payment' ? <PaymentStep order={order} card={card} onCard={setCard} act={act} /> : null}
        {step === 'summary' ? (
          <SummaryStep order={order} card={card} act={act} onChangePayment={() => go('payment')} />
        ) : null}
      </section>
      <OrderTotals order={order} />
    </div>
  );
}

/** Whether the delivery address is one of its own, not the billing address. */
function differs(shipping: AddressOnOrder | null | undefined, billing: AddressOnOrder | null) {
  if (!shipping || !billing) return false;
  const fields = ['firstName', 'lastName', 'company', 'street', 'street2', 'postcode', 'city', 'countryCode'] as const;
  return (
    fields.some((field) => (shipping[field] ?? null) !== (billing[field] ?? null)) ||
    (shipping.phoneNumber ?? null) !== (billing.phoneNumber ?? null)
  );
}
