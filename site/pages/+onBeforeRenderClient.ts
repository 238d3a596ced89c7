import type { PageContextClient } from 'vike/types';

/**
 * Before hydrating, let the browser paint the prerendered page: the first contentful paint does
 * not wait for React's work (hydration runs in the next task).
 */
export default async function onBeforeRenderClient(pageContext: PageContextClient) {
  if (!pageContext.isHydration) return;
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
