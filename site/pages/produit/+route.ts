/** SPEC §2 `/produits/{product}/{format?}/` (the format segment arrives with variants by URL). */
export default '/produits/@product';
