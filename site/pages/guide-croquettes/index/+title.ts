export default 'Guide croquettes — Gamelle';
