export default 'Mon panier — Gamelle';
