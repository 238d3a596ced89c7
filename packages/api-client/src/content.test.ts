import { describe, expect, it } from 'vitest';
import { createContentClient } from './content.js';
import { createHttpClient } from './http.js';
import { json, queuedFetch } from './http.test-helpers.js';

const header = { promoBanner: null, navigation: [{ label: 'Chien', href: '/chien/' }], supportHours: '9 h – 18 h' };

describe('SPEC §7 content system "b2c-header"', () => {
  it('reads the header out of the { data, meta } envelope, with the locale', async () => {
    const { fetch, calls } = queuedFetch(json(200, { data: header, meta: {} }));
    const content = createContentClient(createHttpClient({ baseUrl: '/cms', locale: 'nl', fetch }));
    expect(await content.getHeader()).toEqual(header);
    expect(calls[0]!.url).toBe('/cms/b2c-header?locale=nl');
  });

  it('rejects an answer that is not a header', async () => {
    const { fetch } = queuedFetch(json(200, { data: { navigation: 'x' } }));
    const content = createContentClient(createHttpClient({ baseUrl: '/cms', locale: 'fr', fetch }));
    await expect(content.getHeader()).rejects.toMatchObject({ message: 'Réponse inattendue' });
  });
});
