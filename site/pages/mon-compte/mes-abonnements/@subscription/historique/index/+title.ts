export default 'Historique de mon abonnement — Gamelle';
