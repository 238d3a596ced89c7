import { Button } from '@gamelle/ui';
import { linkList } from '../../styles/content.css';

/** Home (SPEC §2 `/`). The content blocks of the home page arrive with the catalogue issue. */
export default function Page() {
  return (
    <>
      <h1>Croquettes et pâtées premium pour chiens et chats</h1>
      <p>
        Des recettes choisies pour leur qualité, livrées chez vous en France, en Belgique et au Luxembourg. Jusqu’à 40 %
        d’économies, et 10 % de remise supplémentaire avec l’abonnement.
      </p>
      <ul className={linkList}>
        <li>
          <a href="/chien/">Alimentation pour chien</a>
        </li>
        <li>
          <a href="/chat/">Alimentation pour chat</a>
        </li>
      </ul>
      <form action="/panier/" method="get">
        <Button type="submit" tone="secondary">
          Voir mon panier
        </Button>
      </form>
    </>
  );
}
