export default 'Modifier mon animal — Gamelle';
