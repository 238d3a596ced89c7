import { DEFAULT_LOCALE, type Locale } from '@gamelle/domain';
import { startTransition } from 'react';
import ReactDOMClient from 'react-dom/client';
import type { PageContextClient } from 'vike/types';
import { ensureMessages } from '../lib/i18n/i18n-registry';
import { writeLocaleCookie } from '../lib/i18n/locale';

type HydrateRoot = typeof ReactDOMClient.hydrateRoot;

/**
 * Hydration that never blocks the page (ADR 0005). vike-react calls `hydrateRoot` itself; wrapped in
 * a transition, React hydrates in slices of a few milliseconds and yields to the browser between
 * them, so hydration makes no long task (Lighthouse TBT) and a tap is never kept waiting.
 */
function hydrateInSlices(): void {
  const client = ReactDOMClient as unknown as { hydrateRoot: HydrateRoot; gamelleSliced?: boolean };
  if (client.gamelleSliced) return;
  const original = client.hydrateRoot;
  client.hydrateRoot = ((container, children, options) => {
    let root: ReturnType<HydrateRoot> | undefined;
    startTransition(() => {
      root = original(container, children, options);
    });
    return root as ReturnType<HydrateRoot>;
  }) as HydrateRoot;
  client.gamelleSliced = true;
}

/**
 * The page's language first (ADR 0019): its messages, when it is not French, before React renders
 * a word. Then, before hydrating, let the browser paint the prerendered page: the first
 * contentful paint does not wait for React's work; then hydrate in slices.
 */
export default async function onBeforeRenderClient(pageContext: PageContextClient & { locale?: Locale }) {
  const locale = pageContext.locale ?? DEFAULT_LOCALE;
  if (locale !== DEFAULT_LOCALE) await ensureMessages(locale);
  // The document's language before React renders the page: what the browser's code outside React
  // reads (`documentLocale()`); vike-react writes the same after the render.
  document.documentElement.lang = locale;
  // SPEC §9 "Locale cookie 365 days": the visitor's language.
  writeLocaleCookie(locale);
  if (!pageContext.isHydration) return;
  hydrateInSlices();
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
