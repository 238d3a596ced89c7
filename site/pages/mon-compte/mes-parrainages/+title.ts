export default 'Mes parrainages — Gamelle';
