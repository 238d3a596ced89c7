import { Dialog } from '@gamelle/ui';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n/i18n-context';
import { CONSENT_EVENT, consentedTo } from '../../lib/tracking/consent';

import { MARKETING_EVENT, track } from '../../lib/tracking/track';
import { NewsletterSignup } from '../newsletter/NewsletterSignup';

/** The popup types of SPEC §9 the shop does not show (no content for them): other types are the exit popup. */
const WALLS = ['country_wall', 'lang_switcher_wall', 'markdown_modal'];
/** How long a held-back navigation waits for the service's answer before going on. */
const ANSWER_WAIT_MS = 2000;

interface PopupAction {
  type?: string;
  title?: string;
  text?: string;
  campaign?: string;
}

const seenKey = (campaign: string) => `gamelle.popup.${campaign}`;
function seen(campaign: string): boolean {
  try {
    return window.localStorage.getItem(seenKey(campaign)) !== null;
  } catch {
    return false;
  }
}

/**
 * The exit popup (SPEC §1, §9): once the visitor consented to measurement, their
 * exit intent (`lib/tracking/exit-intent.ts`) is sent to the tracking service, whose `popup` action opens
 * the newsletter's 5 € offer — at most once per visitor and campaign, reported once. The kit's
 * Dialog: Escape closes it, the focus stays inside and returns. A link to another site held back
 * by the intent is followed once the popup is closed (or if no answer comes).
 */
export function ExitPopup() {
  const { t } = useI18n();

  const [popup, setPopup] = useState<PopupAction | null>(null);
  const heldBack = useRef<string | null>(null);
  const waiting = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    const start = () => {
      // A popup is a personalised offer (SPEC §9 marketing action): only with that consent.
      if (!consentedTo('marketing') || !consentedTo('measurement')) {
        stop?.();
        stop = null;
        return;
      }
      if (stop || seen('exit_popup')) return;
      void import('../../lib/tracking/exit-intent').then(({ watchExitIntent }) => {
        if (cancelled || stop) return;
        stop = watchExitIntent(window, {
          mobile: window.matchMedia('(pointer: coarse)').matches,
          onTrigger: (trigger, href) => {
            heldBack.current = href ?? null;
            if (href) {
              waiting.current = setTimeout(() => window.location.assign(href), ANSWER_WAIT_MS);
            }
            track('exit_intent', { trigger });
          },
        });
      });
    };
    const onAction = (event: Event) => {
      const { name, data } = (event as CustomEvent<{ name: string; data: PopupAction | null }>).detail;
      if (name !== 'popup' || !data || WALLS.includes(data.type ?? '')) return;
      const campaign = data.type ?? 'exit_popup';
      clearTimeout(waiting.current);
      if (seen(campaign)) {
        // Not shown (another tab showed it): the link held back goes its way at once.
        if (heldBack.current) window.location.assign(heldBack.current);
        return;
      }
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      try {
        window.localStorage.setItem(seenKey(campaign), new Date().toISOString());
      } catch {
        // Without storage it may show again on another visit: no worse than that.
      }
      setPopup({ ...data, campaign });
      void import('../../lib/tracking/tracking.client').then((client) => client.report(campaign));
    };
    start();
    window.addEventListener(CONSENT_EVENT, start);
    window.addEventListener(MARKETING_EVENT, onAction);
    return () => {
      cancelled = true;
      stop?.();
      clearTimeout(waiting.current);
      window.removeEventListener(CONSENT_EVENT, start);
      window.removeEventListener(MARKETING_EVENT, onAction);
    };
  }, []);

  if (!popup) return null;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (open) return;
        setPopup(null);
        if (heldBack.current) window.location.assign(heldBack.current);
      }}
      title={popup.title ?? t('exitPopup.title')}
      description={popup.text ?? t('exitPopup.text')}
      closeLabel={t('exitPopup.close')}
      onCloseAutoFocus={(event) => {
        // Opened by no button: the focus goes back where it was, else to the content.
        event.preventDefault();
        (returnFocus.current ?? document.getElementById('contenu'))?.focus();
      }}
    >
      <NewsletterSignup source="exit-popup" title={t('exitPopup.signup')} />
    </Dialog>
  );
}
