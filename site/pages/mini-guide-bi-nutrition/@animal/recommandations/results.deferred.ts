import { deferred } from '../../../../render/deferred';

/** The menu loads after the page (ADR 0005). */
export const menuResults = deferred(() =>
  import('../../../../components/bi-nutrition/MenuResults').then((m) => ({ default: m.MenuResults })),
);
