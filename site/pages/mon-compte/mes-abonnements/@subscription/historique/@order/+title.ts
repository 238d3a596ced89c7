export default 'Commande de mon abonnement — Gamelle';
