/** The content pages the footer links to (SPEC §2 legal slugs included). */
export function onBeforePrerenderStart() {
  return [
    'conditions-utilisation',
    'donnees-personnelles',
    'conditions-generales-de-vente',
    'mentions-legales',
    'qui-sommes-nous',
  ].map((key) => `/page/${key}/`);
}
