import { afterEach, describe, expect, it, vi } from 'vitest';

const reactDom = vi.hoisted(() => ({ evaluations: 0 }));

vi.mock('react-dom/client', () => {
  reactDom.evaluations += 1;
  return { default: {} };
});

describe('ADR 0009: the first routing in the browser has React DOM evaluated on its own (TBT budget)', () => {
  afterEach(() => {
    vi.resetModules();
  });

  it('the first call imports React DOM without waiting for it; later navigations import nothing', async () => {
    const { default: onBeforeRoute } = await import('../pages/+onBeforeRoute');
    expect(onBeforeRoute({ urlOriginal: '/chien/' })).toEqual({ pageContext: { locale: 'fr' } });
    expect(reactDom.evaluations).toBe(0);
    await vi.waitFor(() => expect(reactDom.evaluations).toBe(1));
    vi.resetModules();
    expect(onBeforeRoute({ urlOriginal: '/chat/' })).toEqual({ pageContext: { locale: 'fr' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reactDom.evaluations).toBe(1);
  });
});

describe('SPEC §9 "prefix except default": the page’s language comes from its path', () => {
  it('routes /nl/… as the French path with locale nl, query and fragment kept', async () => {
    const { default: onBeforeRoute } = await import('../pages/+onBeforeRoute');
    expect(onBeforeRoute({ urlOriginal: '/nl/produits/x/?variantId=12345678#avis' })).toEqual({
      pageContext: { locale: 'nl', urlLogical: '/produits/x/?variantId=12345678#avis' },
    });
    expect(onBeforeRoute({ urlOriginal: '/nl/' })).toEqual({ pageContext: { locale: 'nl', urlLogical: '/' } });
    expect(onBeforeRoute({ urlOriginal: '/nlx/' })).toEqual({ pageContext: { locale: 'fr' } });
  });
});
