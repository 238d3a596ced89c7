import { useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../../private/visually-hidden.css';
import { Button, type ButtonProps } from '../Button/Button';
import { useKitWords } from '../KitLocale/KitLocale';
import { COPY_BUTTON_WORDS } from './words';

/** How long « Copié ! » stays (SPEC §9 "Copy confirmation 1500 ms"). */
export const COPY_CONFIRMATION_MS = 1500;

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The text put on the clipboard, e.g. a sponsorship code. */
  value: string;
  /** The button's text. @default the kit's `copy`: « Copier », « Kopiëren » in Dutch */
  label?: string;
}

/**
 * Copies a value and confirms it for 1.5 s, announced to screen readers; a refused clipboard says
 * so in plain text. Use it next to a code the shopper has to paste elsewhere (a sponsorship or
 * promotion code). Takes the `Button` props but `onClick` and `children`.
 * @example <CopyButton value="GAMELLE5" label="Copier le code" />
 */
export function CopyButton({ value, label, ...rest }: CopyButtonProps) {
  const messages = useKitWords(COPY_BUTTON_WORDS);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS);
  };
  return (
    <>
      <Button tone="secondary" size="small" {...rest} onClick={copy}>
        {state === 'copied' ? messages.copied : (label ?? messages.copy)}
      </Button>
      <span role="status" className={state === 'failed' ? undefined : visuallyHidden}>
        {state === 'copied' ? messages.copiedAnnouncement : state === 'failed' ? messages.copyFailed : ''}
      </span>
    </>
  );
}
