/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly GAMELLE_SHOP_API_URL: string;
  readonly GAMELLE_CONTENT_API_URL: string;
  readonly GAMELLE_SEARCH_API_URL: string;
  /** Absolute origin of canonical and alternate links (SITE_ORIGIN at build). */
  readonly GAMELLE_SITE_ORIGIN: string;
  /** Comma-separated route-name prefixes under maintenance (SPEC §2; MAINTENANCE_ROUTE_PREFIXES at build). */
  readonly GAMELLE_MAINTENANCE_PREFIXES: string;
}

/** Registers the compiled messages of one namespace (site/lib/messages-plugin.ts). */
declare module 'virtual:gamelle-messages/*' {}

declare namespace Vike {
  interface Config {
    /** Route name without its locale suffix (SPEC §2 "Route names carry a locale suffix"). */
    routeName?: string;
    /** `default` (header, footer), `minimal` (login, checkout) or `none` (landing pages). */
    layoutVariant?: 'default' | 'minimal' | 'none';
  }
}
