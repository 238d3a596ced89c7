export default 'Nos magasins en France, en Belgique et au Luxembourg — Gamelle';
