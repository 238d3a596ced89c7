export default 'Ajouter un animal — Gamelle';
