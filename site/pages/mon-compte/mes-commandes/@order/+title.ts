export default 'Ma commande — Gamelle';
