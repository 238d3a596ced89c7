/** SPEC §2 `/landing/{landing}/`: landing pages, shown without layout. */
export default '/landing/@landing';
