import { Skeleton } from '@gamelle/ui';
import * as styles from './Checkout.css';

// Placeholders shaped like what is coming, each about the size of it, so that nothing moves when
// it comes (CLS). The `label` (« Chargement de votre commande… ») is said once, by the first
// placeholder; the others are hidden from screen readers.

const { bones } = styles;

/** The kit's `Skeleton` filling a box the stylesheet sizes (`styles.bones`): in place from the first paint. */
function Bone({ className, label }: { className: string; label?: string }) {
  return (
    <div className={className}>
      <Skeleton width="100%" height="100%" label={label} />
    </div>
  );
}

/** A field of the kit: its label, its help when it has one, its box. */
function FieldLoading({
  label,
  help = false,
  box = bones.input,
}: {
  label?: string;
  help?: boolean | 'two lines';
  box?: string;
}) {
  return (
    <div className={styles.fieldLoading}>
      <Bone className={bones.label} label={label} />
      {help ? <Bone className={help === 'two lines' ? bones.helpTwoLines : bones.help} /> : null}
      <Bone className={box} />
    </div>
  );
}

/**
 * The checkout's address form: names, company, street (with its help) and line 2, postcode (with its
 * help), city, country, phone (with its help of two lines), the box that keeps a new address in the book.
 */
export function AddressFormLoading({ label }: { label?: string }) {
  return (
    <div className={styles.formLoading}>
      <FieldLoading label={label} />
      <FieldLoading />
      <FieldLoading />
      <FieldLoading help />
      <FieldLoading />
      <FieldLoading help />
      <FieldLoading />
      <FieldLoading box={bones.countries} />
      <FieldLoading help="two lines" />
      <div className={styles.fieldLoading}>
        <Bone className={bones.saveToBook} />
      </div>
      <Bone className={bones.button} />
    </div>
  );
}

/** The carriers of the delivery step: their choice (a line each), then the button. */
export function CarrierFormLoading({ label }: { label: string }) {
  return (
    <div className={styles.formLoading}>
      <div className={styles.fieldLoading}>
        <Bone className={bones.legend} label={label} />
        <Bone className={bones.choice} />
        <Bone className={bones.choice} />
        <Bone className={bones.choice} />
      </div>
      <Bone className={bones.button} />
    </div>
  );
}

/**
 * The funnel while the order loads: the steps, the step's title and form (the billing address,
 * where a checkout starts), and the order beside them, in the page's grid.
 */
export function CheckoutLoading({ label }: { label: string }) {
  return (
    <div className={styles.layout} data-checkout-step="loading">
      <div className={`${styles.stepsNav} ${styles.steps}`}>
        {bones.steps.map((step, index) => (
          <Bone key={step} className={step} label={index === 0 ? label : undefined} />
        ))}
      </div>
      <div className={styles.stepArea}>
        <Bone className={bones.stepTitle} />
        <AddressFormLoading />
      </div>
      <div className={styles.totals}>
        <Bone className={bones.totalsTitle} />
        <Bone className={bones.totalsLines} />
        <Bone className={bones.amounts} />
      </div>
    </div>
  );
}

/** The confirmation while the order loads: what placing it did, its amount and payment, the way on. */
export function ConfirmationLoading({ label }: { label: string }) {
  return (
    <div className={styles.confirmation} data-confirmation-state="loading">
      <Bone className={bones.notice} label={label} />
      <Bone className={bones.facts} />
      <Bone className={bones.confirmationLines} />
      {/* « Voir la commande » and « Continuer mes achats », side by side. */}
      <Bone className={bones.more} />
    </div>
  );
}
