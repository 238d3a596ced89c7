export default 'Menu bi-nutrition — Gamelle';
