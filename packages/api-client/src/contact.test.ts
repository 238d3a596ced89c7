import { describe, expect, it } from 'vitest';
import { createContactClient } from './contact.js';
import { ApiError, createHttpClient } from './http.js';
import { json, queuedFetch } from './http.test-helpers.js';

describe('SPEC §3 contact request, SPEC §7 « every call adds channelCode and locale »', () => {
  it('posts the fields and the file as multipart, in the page’s language', async () => {
    const { fetch, calls } = queuedFetch(() => new Response(null, { status: 201 }));
    const contact = createContactClient(createHttpClient({ baseUrl: '/api/v2', locale: () => 'nl', fetch }));
    await contact.send({
      email: 'a@example.com',
      subject: 'order',
      orderId: '',
      message: 'Bonjour',
      file: new Blob(['x'], { type: 'image/png' }),
    });
    expect(calls[0]!.url).toBe('/api/v2/shop/contact-requests?locale=nl');
    const body = calls[0]!.init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    const keys: string[] = [];
    body.forEach((_value, key) => {
      keys.push(key);
    });
    expect(keys).toEqual(['email', 'subject', 'message', 'file']);
    expect(body.get('message')).toBe('Bonjour');
  });

  it('rejects a refusal with its violations, by field', async () => {
    const violations = [{ propertyPath: 'file', message: 'Fichier trop volumineux', code: 'too_big' }];
    const { fetch } = queuedFetch(json(422, { violations }));
    const contact = createContactClient(createHttpClient({ baseUrl: '/api/v2', locale: 'fr', fetch }));
    const refused = await contact.send({ email: 'a@example.com', subject: 'other', message: 'x' }).catch((e) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(422);
    expect((refused as ApiError).violations).toEqual(violations);
  });
});
