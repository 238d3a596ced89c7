/** Failed sign-ins allowed for one account before it is refused for a while. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;

/**
 * Repeated wrong passwords for one account answer 429 for a while (issue 7). Kept in the process's
 * memory: one server serves the shop (ADR 0002); a restart forgets, which only shortens a lock.
 */
export function loginThrottle(now: () => Date) {
  const failures = new Map<string, { times: number[]; lockedUntil: number }>();
  return {
    /** Milliseconds the account stays locked, or 0. */
    lockedFor(email: string): number {
      const entry = failures.get(email);
      return entry ? Math.max(0, entry.lockedUntil - now().getTime()) : 0;
    },
    fail(email: string): void {
      const at = now().getTime();
      const entry = failures.get(email) ?? { times: [], lockedUntil: 0 };
      entry.times = [...entry.times.filter((t) => at - t < FAILURE_WINDOW_MS), at];
      if (entry.times.length >= MAX_FAILURES) {
        entry.lockedUntil = at + LOCK_MS;
        entry.times = [];
      }
      failures.set(email, entry);
    },
    succeed(email: string): void {
      failures.delete(email);
    },
  };
}
