/**
 * Ends the current task and resumes in a new one: the browser may paint and handle input between
 * the two. `scheduler.yield()` where it exists (Chromium: the continuation keeps its priority),
 * otherwise a zero-delay timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
