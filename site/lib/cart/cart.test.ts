import { ApiError } from '@gamelle/api-client';
import type { Cart } from '@gamelle/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadOrCreateCart, loadStoredCart } from './cart';

const cart = (tokenValue: string, state: Cart['state'] = 'cart'): Cart => ({
  '@id': `/api/v2/shop/orders/${tokenValue}`,
  tokenValue,
  state,
  localeCode: 'fr_FR',
  currencyCode: 'EUR',
  items: [],
  freeProducts: [],
  itemsTotal: 0,
  total: 0,
});

function fakeClient(stored: Record<string, Cart>) {
  const client = {
    created: 0,
    create: vi.fn(async () => {
      client.created += 1;
      return cart(`nouveau-${client.created}`);
    }),
    get: vi.fn(async (token: string) => {
      const found = stored[token];
      if (!found) throw new ApiError('Ressource introuvable.', 404, null);
      return found;
    }),
    remove: vi.fn(async (_token: string) => {}),
    changeLocale: vi.fn(async (token: string, locale: 'fr' | 'nl') => {
      const found = stored[token] as Cart;
      return { ...found, localeCode: locale === 'nl' ? 'nl_BE' : 'fr_FR' };
    }),
  };
  return client;
}

beforeEach(() => localStorage.clear());

describe('SPEC §4 "A cart is created only when requested and none stored"', () => {
  it('creates a cart and stores its token when none is stored', async () => {
    const client = fakeClient({});
    expect((await loadOrCreateCart(client)).tokenValue).toBe('nouveau-1');
    expect(localStorage.getItem('gamelle.cartToken')).toBe('nouveau-1');
  });

  it('loads the stored cart without creating one', async () => {
    localStorage.setItem('gamelle.cartToken', 'existant');
    const client = fakeClient({ existant: cart('existant') });
    expect((await loadOrCreateCart(client)).tokenValue).toBe('existant');
    expect(client.create).not.toHaveBeenCalled();
  });
});

describe('SPEC §4 "Only cart is accepted on load; otherwise the stored cart token is dropped"', () => {
  it('drops a completed cart’s token and starts a new cart', async () => {
    localStorage.setItem('gamelle.cartToken', 'payee');
    const client = fakeClient({ payee: cart('payee', 'completed') });
    expect((await loadOrCreateCart(client)).tokenValue).toBe('nouveau-1');
    expect(localStorage.getItem('gamelle.cartToken')).toBe('nouveau-1');
  });

  it('drops an unknown token', async () => {
    localStorage.setItem('gamelle.cartToken', 'perime');
    expect((await loadOrCreateCart(fakeClient({}))).tokenValue).toBe('nouveau-1');
  });

  it('keeps the token when the server fails for another reason', async () => {
    localStorage.setItem('gamelle.cartToken', 'existant');
    const client = fakeClient({});
    client.get.mockRejectedValueOnce(new ApiError('Erreur', 503, null));
    await expect(loadOrCreateCart(client)).rejects.toMatchObject({ status: 503 });
    expect(localStorage.getItem('gamelle.cartToken')).toBe('existant');
  });
});

describe('SPEC §4 on the cart page: "A cart is created only when requested"; "A cart with no items is discarded and deleted on the server"', () => {
  const line = {
    id: 1,
    quantity: 2,
    subscriptionInterval: null,
    variant: { code: '10000001', productName: 'Croquettes', variantName: '2 kg', unitPrice: 1290 },
  };
  it('creates nothing when no cart is stored', async () => {
    const client = fakeClient({});
    expect(await loadStoredCart(client)).toBeNull();
    expect(client.create).not.toHaveBeenCalled();
  });
  it('gives back a stored cart with lines', async () => {
    localStorage.setItem('gamelle.cartToken', 'plein');
    const client = fakeClient({ plein: { ...cart('plein'), items: [line], itemsTotal: 2580, total: 2580 } });
    expect((await loadStoredCart(client))?.items).toHaveLength(1);
    expect(client.remove).not.toHaveBeenCalled();
  });
  it('discards an empty stored cart: token dropped, cart deleted on the server', async () => {
    localStorage.setItem('gamelle.cartToken', 'vide');
    const client = fakeClient({ vide: cart('vide') });
    expect(await loadStoredCart(client)).toBeNull();
    expect(client.remove).toHaveBeenCalledWith('vide');
    expect(localStorage.getItem('gamelle.cartToken')).toBeNull();
  });
  it('drops the token of a completed or unknown cart', async () => {
    localStorage.setItem('gamelle.cartToken', 'payee');
    expect(await loadStoredCart(fakeClient({ payee: cart('payee', 'completed') }))).toBeNull();
    expect(localStorage.getItem('gamelle.cartToken')).toBeNull();
    localStorage.setItem('gamelle.cartToken', 'perime');
    expect(await loadStoredCart(fakeClient({}))).toBeNull();
    expect(localStorage.getItem('gamelle.cartToken')).toBeNull();
  });
});

describe('SPEC §9 the cart follows the page’s language', () => {
  it('switches a French cart read on a Dutch page, and leaves a cart in the page’s language as it is', async () => {
    localStorage.setItem('gamelle.cartToken', 'frans');
    const french = { ...cart('frans'), items: [{ quantity: 1 } as Cart['items'][number]] };
    const client = fakeClient({ frans: french });
    expect((await loadStoredCart(client, 'nl'))?.localeCode).toBe('nl_BE');
    expect(client.changeLocale).toHaveBeenCalledWith('frans', 'nl');
    client.changeLocale.mockClear();
    expect((await loadStoredCart(client, 'fr'))?.localeCode).toBe('fr_FR');
    expect(client.changeLocale).not.toHaveBeenCalled();
    expect((await loadOrCreateCart(client, 'nl')).localeCode).toBe('nl_BE');
    expect(client.create).not.toHaveBeenCalled();
  });
});
