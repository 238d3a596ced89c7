import { describe, expect, it } from 'vitest';
import { i18nOf } from '../../lib/i18n/i18n';

const { t } = i18nOf('fr');

import { errorMessages, errorStatus } from './messages';

describe('SPEC §2 error page: title and message by status code, generic fallback', () => {
  it('gives the 404 its own title "Page non trouvée"', () => {
    expect(t(errorMessages(errorStatus({ is404: true })).title)).toBe('Page non trouvée');
  });
  it('gives known codes their own words and every other one the generic error', () => {
    expect(t(errorMessages(403).title)).toBe('Accès refusé');
    expect(t(errorMessages(503).title)).toBe('Service momentanément indisponible');
    expect(t(errorMessages(500).title)).toBe('Une erreur est survenue');
    expect(t(errorMessages(418).title)).toBe('Une erreur est survenue');
    expect(errorStatus({ abortStatusCode: 410 })).toBe(410);
    expect(errorStatus({})).toBe(500);
  });
});
