import type { Cart } from '@gamelle/domain';
import { act, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../i18n/i18n-context';
import { writeStored } from '../session/session-storage';
import { showCart } from './cart';
import { readCartSummary, summarizeCart, useCartSummary } from './cart-summary';

const cart = (state: string) => ({
  state,
  itemsTotal: 3690,
  items: [
    { quantity: 2, variant: { productSku: 'CROQ-1' } },
    { quantity: 1, variant: { productSku: 'PATEE-2' } },
  ],
});
const answer = (body: unknown, status = 200) =>
  (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

beforeEach(() => localStorage.clear());

describe('SPEC §4 mini cart: item count and items total of the stored cart', () => {
  it('counts articles by quantity, and names the products a cross-sell must not offer again', () => {
    expect(summarizeCart(cart('cart'))).toEqual({ count: 3, itemsTotal: 3690, skus: ['CROQ-1', 'PATEE-2'] });
  });

  it('reads the stored cart in the page’s language without creating one (SPEC §4 "created only when needed")', async () => {
    const fetcher = vi.fn(answer(cart('cart')));
    expect(await readCartSummary('tok en', 'nl', fetcher)).toMatchObject({ count: 3, itemsTotal: 3690 });
    const url = new URL(String(fetcher.mock.calls[0]?.[0]), 'http://x');
    expect(url.pathname.endsWith('/shop/orders/tok%20en')).toBe(true);
    expect(url.searchParams.get('locale')).toBe('nl');
    expect(await readCartSummary(null, 'fr', fetcher)).toBeNull();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('sends the bearer token when one is held (SPEC §7): a customer’s cart answers its owner only', async () => {
    const fetcher = vi.fn(answer(cart('cart')));
    writeStored('accessToken', 'jeton.d.acces');
    await readCartSummary('t', 'fr', fetcher);
    expect(fetcher.mock.calls[0]?.[1]?.headers).toMatchObject({ authorization: 'Bearer jeton.d.acces' });
    writeStored('accessToken', null);
    await readCartSummary('t', 'fr', fetcher);
    expect(fetcher.mock.calls[1]?.[1]?.headers).not.toHaveProperty('authorization');
  });

  it('shows nothing for a cart that is not in state cart (SPEC §4), a 404 or a network failure', async () => {
    expect(await readCartSummary('t', 'fr', answer(cart('completed')))).toBeNull();
    expect(await readCartSummary('t', 'fr', answer({}, 404))).toBeNull();
    const failing = (async () => {
      throw new TypeError('Network request failed');
    }) as typeof fetch;
    expect(await readCartSummary('t', 'fr', failing)).toBeNull();
  });
});

function Count() {
  const summary = useCartSummary();
  return <p>{summary ? `${summary.count} articles` : 'aucun panier'}</p>;
}

describe('ARCHITECTURE one cart: a change made anywhere on the page reaches the mini cart, in its language', () => {
  it('shows the cart the owner was told of, and none once it is gone', async () => {
    render(
      <SWRConfig value={{ dedupingInterval: 0 }}>
        <LocaleProvider locale="nl">
          <Count />
        </LocaleProvider>
      </SWRConfig>,
    );
    expect(await screen.findByText('aucun panier')).toBeTruthy();
    await act(async () => showCart(cart('cart') as unknown as Cart, 'nl'));
    expect(await screen.findByText('3 articles')).toBeTruthy();
    // The French page's cart is another key: the Dutch page is not told of it.
    await act(async () => showCart(null, 'fr'));
    expect(screen.getByText('3 articles')).toBeTruthy();
    await act(async () => showCart(null, 'nl'));
    expect(await screen.findByText('aucun panier')).toBeTruthy();
  });
});
