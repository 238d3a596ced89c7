import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ApiTimeoutError, createHttpClient } from './http.js';
import { json, queuedFetch } from './http.test-helpers.js';

const base = { baseUrl: 'http://shop.test/api/v2', channelCode: 'gamelle_b2c', locale: 'fr' };

/** A fetch that never answers: it only ends when its signal aborts, as a real hung request. */
function hangingFetch() {
  const signals: AbortSignal[] = [];
  const fetch = ((_input: RequestInfo | URL, init: RequestInit = {}) =>
    new Promise<Response>((_resolve, reject) => {
      const signal = init.signal as AbortSignal;
      signals.push(signal);
      signal.addEventListener('abort', () => reject(signal.reason));
    })) as typeof globalThis.fetch;
  return { fetch, signals };
}

/** Settles the promise's state without waiting: 'pending', or what it resolved or rejected with. */
async function state<T>(promise: Promise<T>): Promise<'pending' | { value: T } | { error: unknown }> {
  const pending = Symbol('pending');
  const result = await Promise.race([
    promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    Promise.resolve(pending),
  ]);
  return result === pending ? 'pending' : (result as { value: T } | { error: unknown });
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-11-21T10:00:00Z') });
  vi.spyOn(Math, 'random').mockReturnValue(0);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SPEC §7 fetch client: a time-out per try', () => {
  it('abandons a GET that does not answer in 15 s, retries it once, then reports a clear time-out', async () => {
    const { fetch, signals } = hangingFetch();
    const http = createHttpClient({ ...base, fetch });
    const call = http.get('/shop/orders/abc');
    const settled = call.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(300);
    expect(signals, 'the GET is tried again after the back-off').toHaveLength(2);
    await vi.advanceTimersByTimeAsync(15_000);
    const error = await settled;
    expect(error).toBeInstanceOf(ApiTimeoutError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Le service n’a pas répondu dans le délai de 15 s.' });
    expect(signals).toHaveLength(2);
  });

  it('takes a configured time-out and never retries a POST that timed out', async () => {
    const { fetch, signals } = hangingFetch();
    const http = createHttpClient({ ...base, fetch, timeoutMs: 2000 });
    const settled = http.post('/shop/orders', {}).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await settled).toMatchObject({ status: 0, timeoutMs: 2000 });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(signals).toHaveLength(1);
  });

  it('times out a body that stops half-way', async () => {
    const fetch = ((_input: RequestInfo | URL, init: RequestInit = {}) => {
      const signal = init.signal as AbortSignal;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"debut":'));
          signal.addEventListener('abort', () => controller.error(signal.reason));
        },
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    }) as typeof globalThis.fetch;
    const http = createHttpClient({ ...base, fetch, getRetries: 0 });
    const settled = http.get('/b2c-header').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await settled).toBeInstanceOf(ApiTimeoutError);
  });

  it('follows the caller’s signal too: an abort ends the call at once, without a retry', async () => {
    const { fetch, signals } = hangingFetch();
    const http = createHttpClient({ ...base, fetch });
    const caller = new AbortController();
    const settled = http.get('/x', { signal: caller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(100);
    caller.abort();
    const error = await settled;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(ApiTimeoutError);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(signals).toHaveLength(1);
  });
});

describe('SPEC §7 fetch client: a back-off between tries', () => {
  it('waits 300 ms (plus jitter) before retrying a GET that answered 503', async () => {
    const { fetch, calls } = queuedFetch(json(503, {}), json(200, { ok: true }));
    const http = createHttpClient({ ...base, fetch });
    const call = http.get('/b2c-header');
    await vi.advanceTimersByTimeAsync(299);
    expect(calls).toHaveLength(1);
    expect(await state(call)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(await call).toEqual({ ok: true });
  });

  it('spreads the tabs that failed together: the jitter adds up to half the back-off', async () => {
    vi.mocked(Math.random).mockReturnValue(0.999);
    const { fetch, calls } = queuedFetch(json(502, {}), json(200, {}));
    const call = createHttpClient({ ...base, fetch }).get('/x');
    await vi.advanceTimersByTimeAsync(449);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await call;
  });

  it('retries a GET after a network failure, after the back-off; never a PUT', async () => {
    let tries = 0;
    const flaky = (async () => {
      tries += 1;
      if (tries === 1) throw new TypeError('Network request failed');
      return json(200, { value: 1 })();
    }) as typeof fetch;
    const call = createHttpClient({ ...base, fetch: flaky }).get('/x');
    await vi.advanceTimersByTimeAsync(300);
    await expect(call).resolves.toEqual({ value: 1 });
    expect(tries).toBe(2);

    tries = 0;
    const put = createHttpClient({ ...base, fetch: flaky }).put('/x', {});
    await expect(put).rejects.toMatchObject({ status: 0, message: 'Network request failed' });
    expect(tries).toBe(1);
  });
});

describe('SPEC §7 fetch client: Retry-After is honoured', () => {
  const limited =
    (retryAfter: string, status = 429) =>
    () =>
      new Response('{}', { status, headers: { 'Content-Type': 'application/ld+json', 'Retry-After': retryAfter } });

  it('waits the seconds a 429 asks for before the retry', async () => {
    const { fetch, calls } = queuedFetch(limited('3'), json(200, { ok: true }));
    const call = createHttpClient({ ...base, fetch }).get('/x');
    await vi.advanceTimersByTimeAsync(2999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await expect(call).resolves.toEqual({ ok: true });
  });

  it('waits until the HTTP date a 503 gives', async () => {
    const { fetch, calls } = queuedFetch(limited('Sat, 21 Nov 2026 10:00:05 GMT', 503), json(200, {}));
    const call = createHttpClient({ ...base, fetch }).get('/x');
    await vi.advanceTimersByTimeAsync(4999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await call;
  });

  it('gives up at once and reports the 429 when asked to wait more than 10 s', async () => {
    const { fetch, calls } = queuedFetch(limited('60'), json(200, {}));
    const call = createHttpClient({ ...base, fetch }).get('/x');
    const error = await call.catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429 });
    expect(calls).toHaveLength(1);
  });

  it('ends the wait when the caller aborts', async () => {
    const { fetch, calls } = queuedFetch(limited('5'), json(200, {}));
    const caller = new AbortController();
    const settled = createHttpClient({ ...base, fetch })
      .get('/x', { signal: caller.signal })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    caller.abort();
    expect(await settled).toBeInstanceOf(ApiError);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
  });

  it('still never retries a POST, whatever Retry-After says', async () => {
    const { fetch, calls } = queuedFetch(limited('1'), json(201, {}));
    await expect(createHttpClient({ ...base, fetch }).post('/shop/orders', {})).rejects.toMatchObject({
      status: 429,
    });
    expect(calls).toHaveLength(1);
  });
});
