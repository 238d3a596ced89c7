import { setCurrentLocale } from '../lib/locale';
import { preloadDeclaredParts } from './deferred';

/**
 * Vike's `onBeforeRender` hook for every page (re-exported by `pages/+onBeforeRender.ts`): before a
 * server render, the page's language is set for the render (ADR 0019: the prerender renders one
 * page at a time, `prerender.parallel: 1`) and the code of every deferred part the page declared
 * is loaded, so the prerendered HTML holds each part whole (`deferred.tsx`).
 */
export default async function onBeforeRender(pageContext: { locale?: string }): Promise<void> {
  await preloadDeclaredParts();
  setCurrentLocale(pageContext.locale);
}
