export default 'Mes abonnements — Gamelle';
