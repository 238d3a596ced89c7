import { announceNavigation } from '../lib/navigation';

/** Page change done: the loading bar completes and hides (SPEC §9). */
export default function onPageTransitionEnd() {
  announceNavigation(false);
}
