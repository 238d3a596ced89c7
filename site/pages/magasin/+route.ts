/** SPEC §2 `/magasins/{shop}/`: one shop. */
export default '/magasins/@shop';
