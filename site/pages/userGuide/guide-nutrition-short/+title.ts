export default 'Menu bi-nutrition express — Gamelle';
