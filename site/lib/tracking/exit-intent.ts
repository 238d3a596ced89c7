/**
 * Exit intent (SPEC §9): how a visitor about to leave is noticed.
 *
 * - Desktop: a click on a link to another site is a hard trigger — the navigation waits (the
 *   caller resumes it); a link opening a new tab, a soft trigger one second later; the pointer
 *   leaving the window through the top (clientY below 5), a soft trigger.
 * - Mobile: armed once the visitor has scrolled past half the page; then scrolling back up more
 *   than 80 px is a loose trigger.
 *
 * It starts enabled and fires once; `stop` removes every listener.
 */
export type ExitTrigger = 'hard' | 'soft' | 'loose';

export const EXIT_INTENT = {
  topEdgePx: 5,
  newTabDelayMs: 1000,
  mobileArmRatio: 0.5,
  mobileScrollUpPx: 80,
} as const;

export interface ExitIntentOptions {
  mobile: boolean;
  /** `href`: the link a hard trigger held back, to follow once the visitor has answered. */
  onTrigger: (kind: ExitTrigger, href?: string) => void;
}

export function watchExitIntent(win: Window, { mobile, onTrigger }: ExitIntentOptions): () => void {
  const doc = win.document;
  let enabled = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = (kind: ExitTrigger, href?: string) => {
    if (!enabled) return;
    enabled = false;
    onTrigger(kind, href);
  };

  const onClick = (event: MouseEvent) => {
    // A click with a modifier opens elsewhere, as the visitor asked: not held back.
    if (!enabled || event.defaultPrevented || event.button !== 0) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || link.hasAttribute('download')) return;
    let url: URL;
    try {
      url = new URL(link.href, win.location.href);
    } catch {
      return;
    }
    if (!/^https?:$/.test(url.protocol)) return;
    if (link.target === '_blank') {
      timer = setTimeout(() => fire('soft'), EXIT_INTENT.newTabDelayMs);
      return;
    }
    if (url.origin === win.location.origin) return;
    event.preventDefault();
    fire('hard', url.href);
  };
  const onMouseOut = (event: MouseEvent) => {
    if (event.relatedTarget === null && event.clientY < EXIT_INTENT.topEdgePx) fire('soft');
  };

  let armed = false;
  let lowest = 0;
  const onScroll = () => {
    const y = win.scrollY;
    const height = doc.documentElement.scrollHeight;
    if (!armed) {
      // The window's bottom past the middle of the page.
      if (y > 0 && y + win.innerHeight >= height * EXIT_INTENT.mobileArmRatio) {
        armed = true;
        lowest = y;
      }
      return;
    }
    lowest = Math.max(lowest, y);
    if (lowest - y > EXIT_INTENT.mobileScrollUpPx) fire('loose');
  };

  if (mobile) {
    win.addEventListener('scroll', onScroll, { passive: true });
  } else {
    doc.addEventListener('click', onClick);
    doc.addEventListener('mouseout', onMouseOut);
  }
  return () => {
    enabled = false;
    if (timer) clearTimeout(timer);
    win.removeEventListener('scroll', onScroll);
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('mouseout', onMouseOut);
  };
}
