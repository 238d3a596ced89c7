import { afterEach, describe, expect, it, vi } from 'vitest';

const reactDom = vi.hoisted(() => ({ evaluations: 0 }));

vi.mock('react-dom/client', () => {
  reactDom.evaluations += 1;
  return { default: {} };
});

describe('ADR 0009: the first routing in the browser has React DOM evaluated on its own (issue 6 TBT budget)', () => {
  afterEach(() => {
    vi.resetModules();
  });

  it('the first call imports React DOM without waiting for it; later navigations import nothing', async () => {
    const { default: onBeforeRoute } = await import('../pages/+onBeforeRoute');
    expect(onBeforeRoute()).toBeUndefined();
    expect(reactDom.evaluations).toBe(0);
    await vi.waitFor(() => expect(reactDom.evaluations).toBe(1));
    vi.resetModules();
    expect(onBeforeRoute()).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reactDom.evaluations).toBe(1);
  });
});
