import { describe, expect, it, vi } from 'vitest';
import { fetchCartSummary, onCartChange, publishCart, summarizeCart } from './cart-summary';

const cart = (state: string) => ({
  state,
  itemsTotal: 3690,
  items: [{ quantity: 2 }, { quantity: 1 }],
});
const answer = (body: unknown, status = 200) =>
  (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

describe('SPEC §4 mini cart: item count and items total of the stored cart', () => {
  it('counts articles by quantity', () => {
    expect(summarizeCart(cart('cart'))).toEqual({ count: 3, itemsTotal: 3690 });
  });
  it('reads the stored cart without creating one (SPEC §4 "created only when needed")', async () => {
    const fetcher = vi.fn(answer(cart('cart')));
    expect(await fetchCartSummary('/api/v2', 'tok en', fetcher)).toEqual({ count: 3, itemsTotal: 3690 });
    expect(fetcher).toHaveBeenCalledWith('/api/v2/shop/orders/tok%20en?locale=fr', expect.anything());
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
  it('sends the bearer token when one is held (SPEC §7): a customer’s cart answers its owner only', async () => {
    const fetcher = vi.fn(answer(cart('cart')));
    await fetchCartSummary('/api/v2', 't', fetcher, 'jeton.d.acces');
    expect(fetcher.mock.calls[0]?.[1]?.headers).toMatchObject({ authorization: 'Bearer jeton.d.acces' });
    await fetchCartSummary('/api/v2', 't', fetcher);
    expect(fetcher.mock.calls[1]?.[1]?.headers).not.toHaveProperty('authorization');
  });
  it('shows nothing for a cart that is not in state cart (SPEC §4), a 404 or a network failure', async () => {
    expect(await fetchCartSummary('/api/v2', 't', answer(cart('completed')))).toBeNull();
    expect(await fetchCartSummary('/api/v2', 't', answer({}, 404))).toBeNull();
    const failing = (async () => {
      throw new TypeError('Network request failed');
    }) as typeof fetch;
    expect(await fetchCartSummary('/api/v2', 't', failing)).toBeNull();
  });
  it('tells listeners when the cart changes', () => {
    const seen: unknown[] = [];
    const stop = onCartChange((summary) => seen.push(summary));
    publishCart(cart('cart'));
    publishCart(null);
    stop();
    publishCart(cart('cart'));
    expect(seen).toEqual([{ count: 3, itemsTotal: 3690 }, null]);
  });
});
