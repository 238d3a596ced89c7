import { preloadDeclaredParts } from './deferred';

/**
 * Vike's `onBeforeRender` hook for every page (re-exported by `pages/+onBeforeRender.ts`): before a
 * server render, the code of every deferred part the page declared is loaded, so the prerendered
 * HTML holds each part whole (`deferred.tsx`).
 */
export default async function onBeforeRender(): Promise<void> {
  await preloadDeclaredParts();
}
