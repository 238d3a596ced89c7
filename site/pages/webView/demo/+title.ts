export default 'Démo de la vue intégrée — Gamelle';
