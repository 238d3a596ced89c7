import { ApiError } from '@gamelle/api-client';
import { MESSAGES_FR } from '@gamelle/domain';
import { describe, expect, it } from 'vitest';
import { checkoutMessage } from './checkout-errors';
import { isConfirmationPath, orderTokenFromPath } from './checkout-shared';

describe('SPEC §2 /commande/{order}/ and /commande/{order}/confirmation/ (one shell each)', () => {
  it('reads the order token from the address, never the shell’s placeholder', () => {
    expect(orderTokenFromPath('/commande/Xy9-abc/')).toBe('Xy9-abc');
    expect(orderTokenFromPath('/commande/Xy9-abc/confirmation/')).toBe('Xy9-abc');
    expect(orderTokenFromPath('/commande/_/')).toBeNull();
    expect(orderTokenFromPath('/panier/')).toBeNull();
  });
  it('tells the confirmation from the checkout', () => {
    expect(isConfirmationPath('/commande/Xy9/confirmation/')).toBe(true);
    expect(isConfirmationPath('/commande/Xy9/')).toBe(false);
    expect(isConfirmationPath('/commande/confirmation/')).toBe(false);
  });
});

describe('SPEC §8 checkout messages', () => {
  it('shows the server’s violation or description for a refused step', () => {
    expect(
      checkoutMessage(
        new ApiError('x', 422, {}, [
          { propertyPath: 'items[0].quantity', code: 'out_of_stock', message: 'Plus en stock.' },
        ]),
      ),
    ).toBe('Plus en stock.');
    expect(checkoutMessage(new ApiError('Choisissez d’abord un mode de livraison.', 409, {}))).toBe(
      'Choisissez d’abord un mode de livraison.',
    );
  });
  it('asks to contact customer service for anything else', () => {
    expect(checkoutMessage(new ApiError('HTTP 500', 500, null))).toBe(MESSAGES_FR.checkoutError);
    expect(checkoutMessage(new ApiError('HTTP 404', 404, null))).toBe(MESSAGES_FR.checkoutError);
    expect(checkoutMessage(new TypeError('Failed to fetch'))).toBe(MESSAGES_FR.checkoutError);
    expect(MESSAGES_FR.checkoutError).toBe(
      'Une erreur est survenue. Merci de contacter notre service client afin d’obtenir plus de détails.',
    );
  });
});
