import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { useKitWords } from '../KitLocale/KitLocale';
import * as styles from './Carousel.css';
import { CAROUSEL_WORDS } from './words';

/** SPEC §4, §9: auto-advance 10000 ms, move lock 1000 ms, swipe threshold 50 px, infinite wrap. */
export const CAROUSEL_TIMINGS = { interval: 10_000, moveLock: 1_000, swipeThreshold: 50 } as const;

export interface CarouselProps {
  /** Names the carousel, e.g. « Nos offres du moment ». */
  label: string;
  /** The slides, one shown at a time, each named « 2 sur 4 » for screen readers. */
  slides: readonly ReactNode[];
  /** Starts rotating on its own unless the person prefers reduced motion. @default true */
  autoPlay?: boolean;
  /**
   * `spec`: the promotions' fixed heights of SPEC §9 (320 to 500 px). `content`: as tall as the
   * tallest slide (a list of short cards, such as a customer's pets), the same for every slide so
   * that nothing under it moves when it turns. @default 'spec'
   */
  height?: 'spec' | 'content';
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * The WAI-ARIA carousel pattern: a rotation button first, previous and next buttons, slides named
 * « 2 sur 4 » (« 2 van 4 » in Dutch: the kit's words, `KitLocaleProvider`). It pauses while
 * hovered or focused, never rotates under reduced motion, wraps at both ends, ignores moves within a
 * second of the last one and follows a 50 px swipe. Use it for a few promotions of equal weight on
 * a home page; content every shopper must see belongs on the page itself.
 * @example <Carousel label="Nos offres" slides={[<Offer1 />, <Offer2 />]} />
 */
export function Carousel({ label, slides, autoPlay = true, height = 'spec' }: CarouselProps) {
  const messages = useKitWords(CAROUSEL_WORDS);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(autoPlay);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const lockedUntil = useRef(0);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
  }, []);

  const move = useCallback(
    (delta: number) => {
      const now = Date.now();
      if (count < 2 || now < lockedUntil.current) return;
      lockedUntil.current = now + CAROUSEL_TIMINGS.moveLock;
      setIndex((current) => (((current + delta) % count) + count) % count);
    },
    [count],
  );

  const rotating = playing && !hovered && !focused && count > 1;
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setInterval(() => move(1), CAROUSEL_TIMINGS.interval);
    return () => clearInterval(timer);
  }, [rotating, move]);

  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: hovering or focusing the carousel pauses it (WAI-ARIA carousel pattern)
    <section
      className={styles.root}
      aria-roledescription={messages.carousel}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.controls}>
        <Button tone="secondary" size="small" onClick={() => setPlaying((p) => !p)}>
          {playing ? messages.stopRotation : messages.startRotation}
        </Button>
        <Button tone="secondary" size="small" aria-label={messages.previousSlide} onClick={() => move(-1)}>
          ‹
        </Button>
        <Button tone="secondary" size="small" aria-label={messages.nextSlide} onClick={() => move(1)}>
          ›
        </Button>
        <span className={styles.position} aria-hidden="true">
          {index + 1} / {count}
        </span>
      </div>
      <div
        className={styles.viewport[height]}
        aria-live={rotating ? 'off' : 'polite'}
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerUp={(event) => {
          if (swipeStart.current === null) return;
          const dx = event.clientX - swipeStart.current;
          swipeStart.current = null;
          if (Math.abs(dx) >= CAROUSEL_TIMINGS.swipeThreshold) move(dx < 0 ? 1 : -1);
        }}
      >
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide is a group in the WAI-ARIA carousel pattern, not a form fieldset
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: slides keep their order
            key={i}
            className={styles.slide[height]}
            role="group"
            aria-roledescription={messages.slide}
            aria-label={messages.slideOf(i + 1, count)}
            hidden={i !== index}
          >
            {slide}
          </div>
        ))}
      </div>
    </section>
  );
}
