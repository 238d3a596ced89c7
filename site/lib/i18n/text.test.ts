import { describe, expect, it } from 'vitest';
import { plainText } from './text';

describe('SPEC §2 description from rich text', () => {
  it('keeps the words of markdown and drops its marks, link targets and tags', () => {
    expect(plainText('## Titre\n\nDes **croquettes** [au poulet](/chien/) <em>bio</em> ![chat](/c.png)')).toBe(
      'Titre Des croquettes au poulet bio chat',
    );
  });
});
