/** SPEC §2 `/page/{page}/`: content pages (legal pages, about us). */
export default '/page/@page';
