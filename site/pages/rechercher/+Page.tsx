import { searchPage } from './search.deferred';

/** Search (SPEC §2 `/rechercher/`): the prerendered form, results in the browser. */
export default function Page() {
  return <searchPage.Deferred />;
}
