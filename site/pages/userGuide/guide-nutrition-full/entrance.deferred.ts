import { deferred } from '../../../render/deferred';

/** The cats to choose from load after the page (ADR 0005). */
export const menuEntrance = deferred(() =>
  import('../../../components/bi-nutrition/MenuEntrance').then((m) => ({ default: m.MenuEntrance })),
);
