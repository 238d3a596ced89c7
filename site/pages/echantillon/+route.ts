/** SPEC §2 `/produits/echantillons/{sample}/`: a free sample. */
export default '/produits/echantillons/@sample';
