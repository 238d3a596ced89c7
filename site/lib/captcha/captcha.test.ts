import { ApiError, type CaptchaChallenge } from '@gamelle/api-client';
import { describe, expect, it } from 'vitest';
import {
  type CaptchaSolution,
  createCaptcha,
  encodeToken,
  isCaptchaRefusal,
  withCaptcha,
  withCaptchaIfAsked,
} from './captcha';

const challenge = (n: number): CaptchaChallenge => ({
  challenge: {
    parameters: {
      algorithm: 'PBKDF2/SHA-256',
      nonce: `nonce-${n}`,
      salt: 'sel',
      cost: 1000,
      keyLength: 32,
      keyPrefix: 'ab',
      data: { action: 'login' },
    },
    signature: `signature-${n}`,
  },
  expiresIn: 300,
});

/** A solver whose solves finish when the test says (`finish`), counting the challenges asked for. */
function deferredSolver() {
  let asked = 0;
  const waiting: ((solution: CaptchaSolution | null) => void)[] = [];
  return {
    fetchChallenge: async () => challenge(++asked),
    solve: () => new Promise<CaptchaSolution | null>((resolve) => waiting.push(resolve)),
    finish: (solution: CaptchaSolution | null = { counter: 7, derivedKey: 'cafe' }) => waiting.shift()?.(solution),
    asked: () => asked,
  };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const refusal = (code: string) =>
  new ApiError('Des données sont invalides', 422, {}, [{ propertyPath: 'captcha', code, message: '…' }]);
const decode = (token: string | undefined) => JSON.parse(atob(token ?? ''));

describe('the proof-of-work captcha of a form (ADR 0027)', () => {
  it('the token is obtained before the submit (nothing waits); each one is given once, the next obtained anew', async () => {
    const solver = deferredSolver();
    const captcha = createCaptcha('login', solver);
    captcha.prepare();
    captcha.prepare();
    await flush();
    solver.finish();
    await flush();
    expect(captcha.waiting).toBe(false);
    const token = await captcha.take();
    expect(decode(token)).toEqual({ challenge: challenge(1).challenge, solution: { counter: 7, derivedKey: 'cafe' } });
    expect(solver.asked()).toBe(1);
    // Spent: the next submit needs another challenge.
    const next = captcha.take();
    await flush();
    expect(solver.asked()).toBe(2);
    solver.finish({ counter: 9, derivedKey: 'beef' });
    expect(decode(await next).solution.counter).toBe(9);
  });

  it('a submit before the solve is done waits for it, and says so (`waiting`) until it is', async () => {
    const solver = deferredSolver();
    const captcha = createCaptcha('register', solver);
    const changes: boolean[] = [];
    captcha.subscribe(() => changes.push(captcha.waiting));
    const taken = captcha.take();
    await flush();
    expect(captcha.waiting).toBe(true);
    solver.finish();
    expect(await taken).toBeTypeOf('string');
    expect(changes).toEqual([true, false]);
  });

  it('a token within 30 seconds of its challenge’s expiry is not sent: a new one is obtained', async () => {
    let clock = 0;
    const solver = deferredSolver();
    const captcha = createCaptcha('login', { ...solver, now: () => clock });
    captcha.prepare();
    await flush();
    solver.finish();
    await flush();
    clock = 271_000;
    const taken = captcha.take();
    await flush();
    expect(solver.asked()).toBe(2);
    solver.finish({ counter: 3, derivedKey: 'f00d' });
    expect(decode(await taken).challenge.signature).toBe('signature-2');
  });

  it('without a challenge (offline, refused) the request goes without a token, and the next one tries again', async () => {
    let fail = true;
    const captcha = createCaptcha('reset', {
      fetchChallenge: async () => {
        if (fail) throw new ApiError('Trop de tentatives', 429, {});
        return challenge(1);
      },
      solve: async () => ({ counter: 1, derivedKey: 'aa' }),
    });
    expect(await captcha.take()).toBeUndefined();
    fail = false;
    expect(await captcha.take()).toBeTypeOf('string');
  });

  it('a refusal for the token is tried once more with a new one; a second, or any other error, is the form’s', async () => {
    let n = 0;
    const captcha = createCaptcha('login', {
      fetchChallenge: async () => challenge(++n),
      solve: async () => ({ counter: n, derivedKey: 'aa' }),
    });
    const sent: (string | undefined)[] = [];
    const answer = await withCaptcha(captcha, async (token) => {
      sent.push(token);
      if (sent.length === 1) throw refusal('captcha_invalid');
      return 'connecté';
    });
    expect(answer).toBe('connecté');
    expect(sent.map((token) => decode(token).solution.counter)).toEqual([1, 2]);
    await expect(
      withCaptcha(captcha, async () => {
        throw refusal('captcha_required');
      }),
    ).rejects.toSatisfy(isCaptchaRefusal);
    const wrong = new ApiError('Votre mot de passe est incorrect.', 401, {});
    await expect(
      withCaptcha(captcha, async () => {
        throw wrong;
      }),
    ).rejects.toBe(wrong);
  });

  it('a call that rarely needs one goes without, and with a token only when the shop asks for it', async () => {
    const captcha = createCaptcha('login', {
      fetchChallenge: async () => challenge(1),
      solve: async () => ({ counter: 1, derivedKey: 'aa' }),
    });
    const sent: (string | undefined)[] = [];
    await withCaptchaIfAsked(captcha, async (token) => void sent.push(token));
    expect(sent).toEqual([undefined]);
    await withCaptchaIfAsked(captcha, async (token) => {
      sent.push(token);
      if (token === undefined) throw refusal('captcha_required');
    });
    expect(sent).toHaveLength(3);
    expect(sent[2]).toBeTypeOf('string');
  });

  it('only a 422 on `captcha` is a refusal for the token', () => {
    expect(isCaptchaRefusal(refusal('captcha_invalid'))).toBe(true);
    expect(
      isCaptchaRefusal(
        new ApiError('…', 422, {}, [{ propertyPath: 'email', code: 'email_taken', message: 'Un compte existe déjà' }]),
      ),
    ).toBe(false);
    expect(isCaptchaRefusal(new Error('captcha_invalid'))).toBe(false);
  });

  it('the token is base64 of UTF-8 JSON, as the shop decodes it', () => {
    const token = encodeToken(challenge(1).challenge, { counter: 5, derivedKey: 'ab' });
    const json = new TextDecoder().decode(Uint8Array.from(atob(token), (c) => c.charCodeAt(0)));
    expect(JSON.parse(json).solution).toEqual({ counter: 5, derivedKey: 'ab' });
  });
});
