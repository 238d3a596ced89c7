/** The samples of the seed catalogue (one per animal). */
export function onBeforePrerenderStart() {
  return [
    '/produits/echantillons/echantillon-croquettes-chien-adulte-au-poulet/',
    '/produits/echantillons/echantillon-croquettes-chat-adulte-au-saumon/',
  ];
}
