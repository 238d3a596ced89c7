import { describe, expect, it, vi } from 'vitest';
import { CARD_UPDATED, cardUpdatedBy, tellTheApp } from './web-view';

describe('the embedded view tells the app its card is saved (SPEC §2 embedded view)', () => {
  const frame = {} as MessageEventSource;
  const expected = { origin: 'https://gamelle.example', source: frame };

  it('reads the subscription from the framed page’s message, and nothing from anyone else', () => {
    const data = { type: CARD_UPDATED, subscription: 'ABO-1' };
    expect(cardUpdatedBy({ origin: 'https://gamelle.example', source: frame, data }, expected)).toBe('ABO-1');
    expect(cardUpdatedBy({ origin: 'https://evil.example', source: frame, data }, expected)).toBeNull();
    expect(
      cardUpdatedBy({ origin: 'https://gamelle.example', source: {} as MessageEventSource, data }, expected),
    ).toBeNull();
    expect(
      cardUpdatedBy({ origin: 'https://gamelle.example', source: null, data }, { ...expected, source: null }),
    ).toBeNull();
    for (const other of [
      null,
      'ABO-1',
      { type: 'autre', subscription: 'ABO-1' },
      { type: CARD_UPDATED },
      { type: CARD_UPDATED, subscription: 7 },
    ]) {
      expect(cardUpdatedBy({ origin: 'https://gamelle.example', source: frame, data: other }, expected)).toBeNull();
    }
  });

  it('posts to the parent on the shop’s own origin only, and not at all when the page is not framed', () => {
    const postMessage = vi.fn();
    const framed = { parent: { postMessage }, location: { origin: 'https://gamelle.example' } } as unknown as Window;
    tellTheApp('ABO-1', framed);
    expect(postMessage).toHaveBeenCalledWith({ type: CARD_UPDATED, subscription: 'ABO-1' }, 'https://gamelle.example');

    const alone = { location: { origin: 'https://gamelle.example' } } as unknown as Window & { parent: Window };
    alone.parent = alone;
    expect(() => tellTheApp('ABO-1', alone)).not.toThrow();
  });
});
