import { announceNavigation } from '../lib/navigation';
import { watchRouting } from './build-watch';

/** Page change done: the loading bar completes and hides (SPEC §9); the router is where it went. */
export default function onPageTransitionEnd() {
  announceNavigation(false);
  watchRouting(null);
}
