export default 'Bienvenue — Gamelle';
