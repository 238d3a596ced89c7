/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly GAMELLE_SHOP_API_URL: string;
  /** The tracking service's root (SPEC §7), `/tracking` on the shop's own origin by default. */
  readonly GAMELLE_TRACKING_URL: string;
  readonly GAMELLE_CONTENT_API_URL: string;
  readonly GAMELLE_SEARCH_API_URL: string;
  /** The image host (ImageKit-shaped): signed uploads of pet photos (IMAGE_HOST_URL at build). */
  readonly GAMELLE_IMAGE_HOST_URL: string;
  /** Absolute origin of canonical and alternate links (SITE_ORIGIN at build). */
  readonly GAMELLE_SITE_ORIGIN: string;
  /**
   * Path patterns of the routes under maintenance (SPEC §2): the route table's rows that
   * MAINTENANCE_ROUTE_PREFIXES names, read at build (empty by default).
   */
  readonly GAMELLE_MAINTENANCE_PATTERNS: readonly string[];
  /** SPEC §6 feature flags on in this build: all but those GAMELLE_FEATURES_OFF names. */
  readonly GAMELLE_FEATURES: readonly import('@gamelle/domain').Feature[];
}

/** Registers the compiled messages of one namespace (site/render/messages-plugin.ts). */
declare module 'virtual:gamelle-messages/*' {}

declare namespace Vike {
  interface Config {
    /**
     * `default` (header, footer), `minimal` (login, checkout), `user-guide` (the guides: brand,
     * cart and the way out) or `none` (landing pages).
     */
    layoutVariant?: 'default' | 'minimal' | 'user-guide' | 'none';
  }
}
