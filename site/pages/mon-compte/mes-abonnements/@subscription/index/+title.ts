export default 'Mon abonnement — Gamelle';
