import { DEFAULT_LOCALE } from '@gamelle/domain';

/** `<html lang>`: the page's language (ADR 0019, `render/on-before-route.ts`). */
export default function lang(pageContext: { locale?: string }): string {
  return pageContext.locale ?? DEFAULT_LOCALE;
}
