export default 'Mes commandes — Gamelle';
