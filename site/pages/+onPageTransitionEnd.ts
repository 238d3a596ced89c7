import { watchRouting } from '../lib/build-watch';
import { announceNavigation } from '../lib/navigation';

/** Page change done: the loading bar completes and hides (SPEC §9); the router is where it went. */
export default function onPageTransitionEnd() {
  announceNavigation(false);
  watchRouting(null);
}
