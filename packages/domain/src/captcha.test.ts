import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CAPTCHA_CODES, captchaBodyShape, captchaTokenSchema } from './captcha.js';
import { FORM_MESSAGES_FR, FORM_MESSAGES_NL, formMessage } from './forms/messages.js';

describe('the proof-of-work captcha’s token and messages (ADR 0027)', () => {
  it('a token is a string of at most 4096 characters, optional beside a form’s fields', () => {
    expect(captchaTokenSchema.safeParse('eyJjaGFsbGVuZ2UiOnt9fQ==').success).toBe(true);
    expect(captchaTokenSchema.safeParse('').error?.issues[0]?.message).toBe('required');
    expect(captchaTokenSchema.safeParse('a'.repeat(4097)).error?.issues[0]?.message).toBe('too_long');
    expect(captchaTokenSchema.safeParse(42).error?.issues[0]?.message).toBe('invalid');
    const body = z.object({ email: z.string(), ...captchaBodyShape });
    expect(body.parse({ email: 'anne@example.fr' })).toEqual({ email: 'anne@example.fr' });
    expect(body.parse({ email: 'anne@example.fr', captcha: 'jeton' }).captcha).toBe('jeton');
  });

  it('each refusal has its message in French and in Dutch, for any form', () => {
    for (const code of Object.values(CAPTCHA_CODES)) {
      for (const form of ['login', 'registration', 'resetPassword']) {
        const french = formMessage(form, 'captcha', code, { catalogue: FORM_MESSAGES_FR });
        const dutch = formMessage(form, 'captcha', code, { catalogue: FORM_MESSAGES_NL });
        expect(french).toMatch(
          /^La vérification de sécurité de votre navigateur .+ rechargez la page, puis réessayez\.$/,
        );
        expect(dutch).toMatch(
          /^De veiligheidscontrole van uw browser .+ laad de pagina opnieuw en probeer het nog eens\.$/,
        );
      }
    }
  });
});
