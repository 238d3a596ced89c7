import { describe, expect, it } from 'vitest';
import { newsletterLinkOf } from './newsletter-link';

describe('SPEC §1: the e-mailed links of the newsletter, read from the fragment', () => {
  it('reads a confirmation and a « ne plus la recevoir » link, and nothing else', () => {
    const token = 'AbC-123_def-456';
    expect(newsletterLinkOf(`#confirmation=${token}`)).toEqual({ action: 'confirm', token });
    expect(newsletterLinkOf(`#desinscription=${token}`)).toEqual({ action: 'leave', token });
    expect(newsletterLinkOf('')).toBeNull();
    expect(newsletterLinkOf('#contenu')).toBeNull();
    // Too short, or with characters no token has: not sent anywhere.
    expect(newsletterLinkOf('#desinscription=court')).toBeNull();
    expect(newsletterLinkOf('#confirmation=<script>alert(1)</script>')).toBeNull();
  });
});
