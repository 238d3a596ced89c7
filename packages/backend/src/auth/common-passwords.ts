import type { ConstraintViolation } from '@gamelle/domain';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The passwords most often found in breaches (zxcvbn's list, about 49,000): SPEC §5 allows 5
 * characters, so the shop refuses these instead (NIST 800-63B §3.1.1.2, docs/security.md).
 */
const COMMON = new Set(dictionary['passwords-common']);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.normalize('NFC').toLowerCase());
}

/** The violation of a common password under `propertyPath`, or none. */
export function commonPasswordViolations(propertyPath: string, password: string): ConstraintViolation[] {
  return isCommonPassword(password)
    ? [
        {
          propertyPath,
          code: 'common_password',
          message: 'Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner.',
        },
      ]
    : [];
}
