export default 'Nos recommandations de croquettes — Gamelle';
