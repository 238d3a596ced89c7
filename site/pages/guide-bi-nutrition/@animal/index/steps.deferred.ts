import { deferred } from '../../../../render/deferred';

/** The menu's steps load after the page (ADR 0005). */
export const menuSteps = deferred(() =>
  import('../../../../components/bi-nutrition/MenuSteps').then((m) => ({ default: m.MenuSteps })),
);
