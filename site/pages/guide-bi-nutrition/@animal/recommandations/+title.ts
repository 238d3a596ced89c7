export default 'Le menu bi-nutrition de votre chat — Gamelle';
