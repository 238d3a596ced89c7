export default 'Modifier la fiche de mon animal — Gamelle';
