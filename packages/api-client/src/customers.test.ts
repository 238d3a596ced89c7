import { describe, expect, it } from 'vitest';
import { createAddressClient } from './addresses.js';
import { createCustomerClient } from './customers.js';
import { createHttpClient } from './http.js';
import { json, queuedFetch } from './http.test-helpers.js';

const auth = { token: 'a.b.c', refresh_token: 'r1', customer: '/api/v2/shop/customers/7', user: { verified: false } };
const customer = { '@id': '/api/v2/shop/customers/7', email: 'anne@example.fr', firstName: 'Anne', lastName: 'Martin' };

const setup = (...answers: Array<() => Response>) => {
  const { fetch, calls } = queuedFetch(...answers);
  const client = createCustomerClient(
    createHttpClient({ baseUrl: '/api/v2', locale: 'fr', fetch, getToken: () => 'a.b.c' }),
  );
  return { client, calls, body: (i: number) => JSON.parse(String(calls[i]?.init.body)) };
};

describe('SPEC §7 customer calls', () => {
  it('signs in and refreshes with the SPEC §3 authentication response', async () => {
    const { client, calls, body } = setup(json(200, auth), json(200, { ...auth, refresh_token: 'r2' }));
    expect((await client.signIn('anne@example.fr', 'croquettes')).customer).toBe('/api/v2/shop/customers/7');
    expect(String(calls[0]?.url)).toContain('/api/v2/shop/customers/token');
    expect((await client.refresh('r1')).refresh_token).toBe('r2');
    expect(body(1)).toEqual({ refresh_token: 'r1' });
  });

  it('reads and updates personal data at the customer URI, with the bearer token', async () => {
    const { client, calls, body } = setup(
      json(200, customer),
      json(200, { ...customer, subscribedToNewsletter: true }),
    );
    await client.get('/api/v2/shop/customers/7');
    expect(String(calls[0]?.url)).toMatch(/^\/api\/v2\/shop\/customers\/7\?/);
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer a.b.c');
    expect(
      (await client.update('/api/v2/shop/customers/7', { subscribedToNewsletter: true })).subscribedToNewsletter,
    ).toBe(true);
    expect(calls[1]?.init.method).toBe('PUT');
    expect(body(1)).toEqual({ subscribedToNewsletter: true });
  });

  it('SPEC §5 "the new password is also sent as its confirmation": the answer is the new session', async () => {
    const { client, body } = setup(json(200, auth), () => new Response(null, { status: 204 }));
    expect((await client.changePassword('/api/v2/shop/customers/7', 'ancien', 'nouveau')).token).toBe('a.b.c');
    expect(body(0)).toEqual({ currentPassword: 'ancien', newPassword: 'nouveau', confirmNewPassword: 'nouveau' });
    await client.resetPassword('jeton', 'nouveau');
    expect(body(1)).toEqual({ newPassword: 'nouveau', confirmNewPassword: 'nouveau' });
  });

  it('SPEC §4: logout revokes the refresh token on the server', async () => {
    const { client, calls, body } = setup(() => new Response(null, { status: 204 }));
    await client.logout('jeton-de-renouvellement');
    expect(String(calls[0]?.url)).toMatch(/^\/api\/v2\/shop\/authentication-token\/revoke\?/);
    expect(calls[0]?.init.method).toBe('POST');
    expect(body(0)).toEqual({ refresh_token: 'jeton-de-renouvellement' });
  });

  it('rejects a sign-in answer without customer or token (SPEC §8 "no authentication data in response")', async () => {
    const { client } = setup(json(200, { token: '', user: {} }));
    await expect(client.signIn('anne@example.fr', 'croquettes')).rejects.toMatchObject({ status: 0 });
  });

  it('SPEC §7 "a captcha token is obtained for the login action": the challenge for an action, its token sent as captcha', async () => {
    const challenge = {
      challenge: {
        parameters: {
          algorithm: 'PBKDF2/SHA-256',
          nonce: 'aa',
          salt: 'bb',
          cost: 1000,
          keyLength: 32,
          keyPrefix: 'cc',
          data: { action: 'login' },
        },
        signature: 'dd',
      },
      expiresIn: 300,
    };
    const { client, calls, body } = setup(
      json(200, challenge),
      json(200, auth),
      json(201, customer),
      () => new Response(null, { status: 202 }),
      json(200, auth),
    );
    expect(await client.captchaChallenge('login')).toEqual(challenge);
    expect(String(calls[0]?.url)).toMatch(/^\/api\/v2\/shop\/captcha\/challenge\?.*action=login/);
    await client.signIn('anne@example.fr', 'croquettes', 'jeton-login');
    expect(body(1)).toEqual({ email: 'anne@example.fr', password: 'croquettes', captcha: 'jeton-login' });
    await client.register({
      email: 'anne@example.fr',
      password: 'croquettes',
      firstName: 'A',
      lastName: 'B',
      captcha: 'jeton-inscription',
    });
    expect(body(2)).toMatchObject({ captcha: 'jeton-inscription' });
    await client.requestPasswordReset('anne@example.fr', 'jeton-oubli');
    expect(body(3)).toEqual({ email: 'anne@example.fr', captcha: 'jeton-oubli' });
    // Without a token, none is sent (the shop says when it needs one).
    await client.signIn('anne@example.fr', 'croquettes');
    expect(body(4)).toEqual({ email: 'anne@example.fr', password: 'croquettes' });
  });

  it('signs in with a federated credential as google-token (SPEC §7)', async () => {
    const { client, calls, body } = setup(json(200, auth));
    expect((await client.signInWithIdentity('id.token.sig')).token).toBe('a.b.c');
    expect(String(calls[0]?.url)).toContain('/api/v2/shop/customers/token');
    expect(body(0)).toEqual({ 'google-token': 'id.token.sig' });
  });
});

describe('SPEC §7 "GET /shop/addresses (list in hydra:member)"', () => {
  it('reads the address book with the default flag', async () => {
    const { fetch, calls } = queuedFetch(
      json(200, {
        'hydra:member': [
          {
            '@id': '/api/v2/shop/addresses/3',
            id: 3,
            firstName: 'A',
            lastName: 'B',
            countryCode: 'FR',
            street: '1 rue',
            postcode: '69004',
            city: 'Lyon',
            isDefault: true,
          },
        ],
      }),
    );
    const book = createAddressClient(
      createHttpClient({ baseUrl: '/api/v2', locale: 'fr', fetch, getToken: () => 't' }),
    );
    expect((await book.list())[0]).toMatchObject({ id: 3, isDefault: true, city: 'Lyon' });
    expect(calls[0]?.url).toMatch(/^\/api\/v2\/shop\/addresses\?/);
  });

  it('SPEC §7 adds, replaces and deletes an address at /shop/addresses/{id}; SPEC §3 "Empty optional fields are sent as null"', async () => {
    const saved = { '@id': '/api/v2/shop/addresses/4', id: 4, ...address, isDefault: false };
    const { fetch, calls } = queuedFetch(
      json(201, saved),
      json(200, { ...saved, city: 'Lille' }),
      () => new Response(null, { status: 204 }),
    );
    const book = createAddressClient(
      createHttpClient({ baseUrl: '/api/v2', locale: 'fr', fetch, getToken: () => 't' }),
    );
    expect((await book.create({ ...address, isDefault: false })).id).toBe(4);
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(address);
    expect((await book.update(4, { ...address, id: 4, city: 'Lille', isDefault: true })).city).toBe('Lille');
    expect(calls[1]?.init.method).toBe('PUT');
    expect(String(calls[1]?.url)).toMatch(/^\/api\/v2\/shop\/addresses\/4\?/);
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ ...address, city: 'Lille' });
    await book.remove(4);
    expect(calls[2]?.init.method).toBe('DELETE');
    expect(String(calls[2]?.url)).toMatch(/^\/api\/v2\/shop\/addresses\/4\?/);
  });
});

/** An address as the form gives it: optional fields empty, hence null. */
const address = {
  firstName: 'Anne',
  lastName: 'Martin',
  company: null,
  countryCode: 'FR',
  provinceCode: null,
  provinceName: null,
  street: '3 rue des Lilas',
  street2: null,
  postcode: '69004',
  city: 'Lyon',
  phoneNumber: null,
  phoneNumber2: null,
  alias: null,
  deliveryInstructions: null,
};
