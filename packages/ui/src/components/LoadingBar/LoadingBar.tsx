import { useEffect, useRef, useState } from 'react';
import { useKitWords } from '../KitLocale/KitLocale';
import * as styles from './LoadingBar.css';
import { LOADING_BAR_WORDS } from './words';

/** SPEC §9 "Loading bar: throttle 200 ms, duration 2000 ms, hide delay 500 ms, reset delay 400 ms, height 3 px". */
export const LOADING_BAR_TIMINGS = {
  throttle: 200,
  duration: 2000,
  hideDelay: 500,
  resetDelay: 400,
  height: 3,
} as const;

export interface LoadingBarProps {
  /** A page change is under way. */
  active: boolean;
}

type Phase = 'idle' | 'loading' | 'done' | 'hidden';

/**
 * The thin bar at the top during page changes. Nothing shows for changes shorter than 200 ms; it
 * creeps to 90% over 2 s, completes when the change ends, fades 500 ms later and resets 400 ms
 * after that. Use it once per app, at the top of the layout, fed by the router's navigation state;
 * a part of a page that loads shows a `Skeleton`. State: `data-state` (`loading`, `done`, `hidden`).
 * @example <LoadingBar active={isNavigating} />
 */
export function LoadingBar({ active }: LoadingBarProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const messages = useKitWords(LOADING_BAR_WORDS);
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (active) {
      const show = setTimeout(() => setPhase('loading'), LOADING_BAR_TIMINGS.throttle);
      return () => clearTimeout(show);
    }
    setPhase((current) => (current === 'loading' ? 'done' : current === 'idle' ? 'idle' : current));
    return undefined;
  }, [active]);

  useEffect(() => {
    const node = bar.current;
    if (phase === 'loading' && node) {
      node.style.transitionDuration = `${LOADING_BAR_TIMINGS.duration}ms`;
      node.style.transform = 'scaleX(0.9)';
    }
    if (phase === 'done') {
      if (node) {
        node.style.transitionDuration = '200ms';
        node.style.transform = 'scaleX(1)';
      }
      const hide = setTimeout(() => setPhase('hidden'), LOADING_BAR_TIMINGS.hideDelay);
      return () => clearTimeout(hide);
    }
    if (phase === 'hidden') {
      const reset = setTimeout(() => setPhase('idle'), LOADING_BAR_TIMINGS.resetDelay);
      return () => clearTimeout(reset);
    }
    return undefined;
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <div
      ref={bar}
      className={styles.bar}
      data-state={phase}
      role="progressbar"
      aria-label={messages.pageLoading}
      aria-busy={phase === 'loading'}
    />
  );
}
