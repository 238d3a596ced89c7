export default 'Changer de carte bancaire — Gamelle';
