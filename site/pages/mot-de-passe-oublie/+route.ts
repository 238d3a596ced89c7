import type { PageContext } from 'vike/types';

/** SPEC §2 `/mot-de-passe-oublie/{forgotPassword}/`: the link of the reset e-mail. */
export default function route(pageContext: PageContext) {
  const match = /^\/mot-de-passe-oublie\/([^/]+)\/$/.exec(pageContext.urlPathname);
  return match ? { routeParams: { forgotPassword: decodeURIComponent(match[1] ?? '') } } : false;
}
