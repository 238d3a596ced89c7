/** The account's views, each prerendered as a shell filled in the browser. */
export function onBeforePrerenderStart() {
  return ['/mon-compte/', '/mon-compte/bienvenue/'];
}
