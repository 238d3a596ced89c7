import { deferred } from '../../render/deferred';

/** The sign-in steps load after the page (ADR 0005). */
export const loginForm = deferred(() => import('./LoginForm').then((m) => ({ default: m.LoginForm })));
