export default 'Guide croquettes : décrivez votre animal — Gamelle';
