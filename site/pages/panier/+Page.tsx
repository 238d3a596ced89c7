import { Button } from '@gamelle/ui';
import { useCart } from '../../hooks/use-cart';

/** Cart (SPEC §2 `/panier/`): a prerendered shell filled in the browser through SWR. */
export default function Page() {
  const { cart, error, isLoading, mutate } = useCart();
  return (
    <>
      <h1>Mon panier</h1>
      <div aria-live="polite" aria-busy={isLoading}>
        {error ? (
          <div role="alert">
            <p>Une erreur est survenue. Votre panier n’a pas pu être chargé.</p>
            <Button tone="secondary" onClick={() => mutate()}>
              Réessayer
            </Button>
          </div>
        ) : !cart ? (
          <p>Chargement de votre panier…</p>
        ) : cart.items.length === 0 ? (
          <div data-cart-token={cart.tokenValue}>
            <p>Votre panier est vide.</p>
            <p>
              Découvrez nos <a href="/chien/">croquettes pour chien</a> et nos <a href="/chat/">croquettes pour chat</a>
              .
            </p>
          </div>
        ) : (
          <p data-cart-token={cart.tokenValue}>
            {cart.items.length} article{cart.items.length > 1 ? 's' : ''} dans votre panier.
          </p>
        )}
      </div>
    </>
  );
}
