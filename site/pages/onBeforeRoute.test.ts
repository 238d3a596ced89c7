import { afterEach, describe, expect, it, vi } from 'vitest';

/** Resolves after every pending microtask, but before any timer: what "the same task" means. */
async function sameTask<T>(promise: Promise<T>): Promise<'resolved' | 'pending'> {
  let state: 'resolved' | 'pending' = 'pending';
  void promise.then(() => {
    state = 'resolved';
  });
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
  return state;
}

const reactDom = vi.hoisted(() => ({ evaluations: 0 }));

vi.mock('react-dom/client', () => {
  reactDom.evaluations += 1;
  return { default: {} };
});

describe('ADR 0009: the first routing in the browser runs in tasks of its own (issue 6 TBT budget)', () => {
  afterEach(() => {
    vi.resetModules();
  });

  it('the first call yields, evaluates React DOM, yields again; later navigations route at once', async () => {
    const { default: onBeforeRoute } = await import('./+onBeforeRoute');
    const first = onBeforeRoute();
    expect(await sameTask(first)).toBe('pending');
    expect(reactDom.evaluations).toBe(0);
    await vi.waitFor(() => expect(reactDom.evaluations).toBe(1));
    await expect(first).resolves.toBeUndefined();
    expect(await sameTask(onBeforeRoute())).toBe('resolved');
    expect(reactDom.evaluations).toBe(1);
  });
});
