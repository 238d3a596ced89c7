export default 'Mes adresses — Gamelle';
