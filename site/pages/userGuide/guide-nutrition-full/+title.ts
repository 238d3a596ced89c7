export default 'Menu bi-nutrition de votre chat — Gamelle';
