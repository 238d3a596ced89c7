export default 'Mon animal — Gamelle';
