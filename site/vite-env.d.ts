/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly GAMELLE_SHOP_API_URL: string;
  readonly GAMELLE_CONTENT_API_URL: string;
}
