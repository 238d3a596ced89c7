/**
 * Marks the document once React has hydrated the page: from then on links are routed in the
 * browser (Vike's client router) and the page listens to the shopper. End-to-end tests wait for it
 * before they interact (a change of the DOM before hydration would be a hydration mismatch).
 */
export default function onHydrationEnd(): void {
  document.documentElement.dataset.hydrated = '';
}
