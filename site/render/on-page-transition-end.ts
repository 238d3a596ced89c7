import { announceNavigation, focusNewPage } from '../lib/page/navigation';
import { watchRouting } from './build-watch';

/**
 * Page change done: the loading bar completes and hides (SPEC §2, §9), silently; the focus goes to
 * the new page's title (WCAG 2.4.3); the router is where it went.
 */
export default function onPageTransitionEnd() {
  announceNavigation(false);
  focusNewPage();
  watchRouting(null);
}
