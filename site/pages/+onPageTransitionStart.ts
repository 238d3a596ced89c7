import { announceNavigation } from '../lib/navigation';

/** Page change begins: the layout's loading bar starts (SPEC §2, §9). */
export default function onPageTransitionStart() {
  announceNavigation(true);
}
