import { describe, expect, it } from 'vitest';
import { createHttpClient } from './http.js';
import { json, queuedFetch } from './http.test-helpers.js';
import { createImageClient } from './images.js';
import { createPetClient } from './pets.js';

const pet = {
  '@id': '/api/v2/shop/animals/4',
  id: 4,
  type: '/api/v2/shop/animal-types/2',
  name: 'Mina',
  ageInMonths: 30,
  photo: '/images/uploads/ab12cd34-mina.png',
};

describe('pet calls (SPEC §3 Pet, §7)', () => {
  it('lists, creates, updates and deletes pets under /shop/animals with the bearer token', async () => {
    const { fetch, calls } = queuedFetch(
      json(200, { 'hydra:member': [pet], 'hydra:totalItems': 1 }),
      json(201, pet),
      json(200, { ...pet, name: 'Mina II' }),
      () => new Response(null, { status: 204 }),
    );
    const client = createPetClient(createHttpClient({ baseUrl: '/api/v2', locale: 'fr', fetch, getToken: () => 't' }));
    expect((await client.list()).map((p) => p.name)).toEqual(['Mina']);
    expect((await client.create({ name: 'Mina' } as never)).id).toBe(4);
    expect((await client.update(4, { name: 'Mina II' } as never)).name).toBe('Mina II');
    await client.remove(4);
    expect(calls.map((c) => `${c.init.method} ${String(c.url).split('?')[0]}`)).toEqual([
      'GET /api/v2/shop/animals',
      'POST /api/v2/shop/animals',
      'PUT /api/v2/shop/animals/4',
      'DELETE /api/v2/shop/animals/4',
    ]);
    expect(new Headers(calls[1]?.init.headers).get('authorization')).toBe('Bearer t');
  });
});

describe('a photo through the backend-signed upload (SPEC §7 image host)', () => {
  it('asks the backend for a signature, then sends the file with it as multipart', async () => {
    const { fetch, calls } = queuedFetch(
      json(200, { token: 'tok', expire: 1_800_000_000, signature: 'sig', publicKey: 'pub' }),
      json(200, {
        fileId: 'uploads/x-mina.png',
        name: 'mina.png',
        url: '/images/uploads/x-mina.png',
        width: 4,
        height: 3,
      }),
    );
    const images = createImageClient({
      signer: createHttpClient({ baseUrl: '/images', locale: 'fr', fetch, getToken: () => 't' }),
      host: createHttpClient({ baseUrl: '/images', locale: 'fr', fetch }),
    });
    const uploaded = await images.upload(new Blob(['png'], { type: 'image/png' }), {
      fileName: 'mina.png',
      tags: ['animal'],
    });
    expect(uploaded.fileId).toBe('uploads/x-mina.png');
    expect(String(calls[0]?.url)).toMatch(/^\/images\/auth\?.*t=\d+/);
    const form = calls[1]?.init.body as FormData;
    expect(String(calls[1]?.url)).toMatch(/^\/images\/api\/v1\/files\/upload/);
    const fields = ['fileName', 'publicKey', 'token', 'expire', 'signature', 'tags'];
    expect(Object.fromEntries(fields.map((name) => [name, form.get(name)]))).toEqual({
      fileName: 'mina.png',
      publicKey: 'pub',
      token: 'tok',
      expire: '1800000000',
      signature: 'sig',
      tags: 'animal',
    });
    expect(form.get('file')).toBeInstanceOf(Blob);
    // The signer gets the shopper's token, the host never does (the signature is its credential).
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer t');
    expect(new Headers(calls[1]?.init.headers).get('authorization')).toBeNull();
    // The signer gets the shopper's token, the host never does (the signature is its credential).
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer t');
    expect(new Headers(calls[1]?.init.headers).get('authorization')).toBeNull();
    // The browser sets the multipart boundary: no JSON content type.
    expect(new Headers(calls[1]?.init.headers).get('content-type')).toBeNull();
  });
});
