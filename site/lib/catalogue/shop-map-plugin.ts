import { DEFAULT_LOCALE } from '@gamelle/domain';
import type { Plugin } from 'vite';
import { contentClient } from '../api/services.server.ts';
import { shopMapSvg } from './shop-map.ts';
import { orderShops, SHOP_MAP_PATH } from './shops.ts';

/**
 * Emits the shop map (`/magasins/carte.svg`) with the client bundle, from the shops of the content
 * API. A failing content API fails the build, like every other page.
 */
export function shopMapPlugin(): Plugin {
  return {
    name: 'gamelle:shop-map',
    apply: 'build',
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      const shops = orderShops(await contentClient(DEFAULT_LOCALE).getShops());
      this.emitFile({ type: 'asset', fileName: SHOP_MAP_PATH.slice(1), source: shopMapSvg(shops).svg });
    },
  };
}
