export default 'Mon compte — Gamelle';
