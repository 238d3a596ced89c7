import { canDecrement, canIncrement, clampCount, isCounterClosed } from '@gamelle/domain';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { useKitWords } from '../KitLocale/KitLocale';
import * as styles from './Counter.css';
import { COUNTER_WORDS } from './words';

export interface CounterProps {
  /** The current quantity. */
  value: number;
  /** Receives the new quantity, always within `min` and `max`. */
  onChange: (value: number) => void;
  /** The lowest quantity; at it the stepper closes to its « Ajouter » button. @default 0 */
  min?: number;
  /** The highest quantity (stock, a per-order limit); « + » is disabled there. No limit without it. */
  max?: number;
  /** What is counted, e.g. « Quantité de Croquettes chien 2 kg ». */
  label: string;
  /**
   * The button shown while closed (SPEC §4 "Counter closes at minimum and opens on add").
   * @default the kit's `add`: « Ajouter », « Toevoegen » in Dutch
   */
  addLabel?: string;
  /** Keeps the stepper open even at the minimum (a cart line). */
  alwaysOpen?: boolean;
  /** Disables every control of the stepper. */
  disabled?: boolean;
}

/**
 * A quantity stepper: not below `min`, not above `max` (SPEC §5). Closed at the minimum it shows
 * one « Ajouter » button; adding opens it with the focus on the quantity. Use it for a product's
 * quantity on a product card or a cart line; a number in a form is a `TextField` of type `number`.
 * @example <Counter label="Quantité" value={qty} onChange={setQty} max={10} />
 */
export function Counter({
  value,
  onChange,
  min = 0,
  max,
  label,
  addLabel,
  alwaysOpen = false,
  disabled = false,
}: CounterProps) {
  const messages = useKitWords(COUNTER_WORDS);
  const bounds = { min, max };
  const closed = !alwaysOpen && isCounterClosed(value, bounds);
  const [draft, setDraft] = useState(String(value));
  const input = useRef<HTMLInputElement>(null);
  const add = useRef<HTMLButtonElement>(null);
  const wasClosed = useRef(closed);
  useEffect(() => setDraft(String(value)), [value]);
  useEffect(() => {
    if (wasClosed.current && !closed) input.current?.focus();
    if (!wasClosed.current && closed) add.current?.focus();
    wasClosed.current = closed;
  }, [closed]);

  const set = (next: number) => onChange(clampCount(next, bounds));
  const commit = () => {
    const parsed = Number.parseInt(draft, 10);
    const next = clampCount(Number.isNaN(parsed) ? value : parsed, bounds);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  if (closed) {
    return (
      <Button ref={add} disabled={disabled || !canIncrement(value, bounds)} onClick={() => set(min + 1)}>
        {addLabel ?? messages.add}
      </Button>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a legend; the group only names the three controls
    <div className={styles.counter} role="group" aria-label={label}>
      <button
        type="button"
        className={styles.step}
        aria-label={messages.decrease}
        disabled={disabled || !canDecrement(value, bounds)}
        onClick={() => set(value - 1)}
      >
        −
      </button>
      <input
        ref={input}
        className={styles.input}
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={min}
        max={max}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={messages.increase}
        disabled={disabled || !canIncrement(value, bounds)}
        onClick={() => set(value + 1)}
      >
        +
      </button>
    </div>
  );
}
