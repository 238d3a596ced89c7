import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

/** Every page is prerendered: catalogue pages complete, personal pages as shells (ARCHITECTURE). */
export default {
  extends: [vikeReact],
  // Rendered by scripts/prerender.mjs, one process per core (ADR 0006), a few pages at a time within
  // each: no module holds a page's language (`pageContext.locale`, React's context, ADR 0019), and
  // `scripts/lib/finish-html.mjs` refuses a page whose words are not its path's language.
  prerender: { parallel: 4, disableAutoRun: true, keepDistServer: true },
  trailingSlash: true,
  // A PNG, drawn from public/favicon.svg (192 px): Chromium draws an SVG icon as a document of its
  // own on the page's main thread, a 15–45 ms task while the page loads (ADR 0012).
  favicon: '/favicon.png',
  passToClient: [],
  injectScriptsAt: 'HTML_END',
  layoutVariant: 'default',
  meta: {
    layoutVariant: { env: { server: true, client: true } },
  },
} satisfies Config;
