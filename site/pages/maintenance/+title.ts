export default 'Cette partie du site est en maintenance — Gamelle';
