import { href } from '@gamelle/domain';
/** The samples of the seed catalogue (one per animal). */
export function onBeforePrerenderStart() {
  return [
    href.sample({ sample: 'echantillon-croquettes-chien-adulte-au-poulet' }),
    href.sample({ sample: 'echantillon-croquettes-chat-adulte-au-saumon' }),
  ];
}
