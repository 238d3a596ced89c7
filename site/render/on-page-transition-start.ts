import { announceNavigation } from '../lib/page/navigation';
import { build } from './build-state';
import { loadBuildCheck } from './build-watch';

/**
 * Page change begins: the layout's loading bar starts (SPEC §2, §9). Once a newer build has been
 * seen (SPEC §4), the navigation becomes a full load of its target instead.
 */
export default function onPageTransitionStart(pageContext: { urlOriginal: string }) {
  announceNavigation(true);
  if (build.newer) return loadBuildCheck().then((check) => check.leaveForNewBuild(pageContext.urlOriginal));
}
