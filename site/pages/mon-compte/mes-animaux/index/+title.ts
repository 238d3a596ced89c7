export default 'Mes animaux — Gamelle';
