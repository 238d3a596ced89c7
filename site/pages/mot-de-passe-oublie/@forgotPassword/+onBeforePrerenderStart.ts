import { href } from '@gamelle/domain';
/** One shell for every reset link (the shop's server serves it for `/mot-de-passe-oublie/{token}/`). */
export function onBeforePrerenderStart() {
  return [href.forgotPassword({ forgotPassword: '_' })];
}
