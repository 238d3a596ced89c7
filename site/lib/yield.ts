/**
 * Ends the current task and resumes in a new one: the browser may paint and handle input between
 * the two (a zero-delay timer; `scheduler.yield()` would keep the continuation's priority, but its
 * fallback would cost bytes on every page for nothing measurable here).
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
