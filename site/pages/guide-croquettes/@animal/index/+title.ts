export default 'Guide croquettes pour mon animal — Gamelle';
