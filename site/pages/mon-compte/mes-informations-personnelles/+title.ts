export default 'Mes informations personnelles — Gamelle';
