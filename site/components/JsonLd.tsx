/**
 * Structured data for search engines. A data block, not a script: the CSP's script-src does not
 * apply, and `<` is escaped so the JSON can never close the element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const html = { __html: JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c') };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON.stringify output with `<` escaped, not HTML
  return <script type="application/ld+json" dangerouslySetInnerHTML={html} />;
}
