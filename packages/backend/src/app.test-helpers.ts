import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { createApp } from './app.js';
import { type OpenedDatabase, openDatabase } from './db/open.js';
import { seed } from './db/seed.js';

/** A throw-away prerendered site: a home page, a cart shell, a sitemap and a 404 page. */
export function fakeSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gamelle-site-'));
  mkdirSync(join(dir, 'panier'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="fr"><title>Accueil</title></html>');
  writeFileSync(join(dir, 'panier', 'index.html'), '<!doctype html><html lang="fr"><title>Panier</title></html>');
  writeFileSync(join(dir, 'panier', 'index.pageContext.json'), '{}');
  writeFileSync(join(dir, 'assets', 'app-3f9a.js'), 'console.log(1)');
  const product = join(dir, 'produits', 'croquettes-chien-adulte-au-poulet');
  mkdirSync(product, { recursive: true });
  writeFileSync(join(product, 'index.html'), '<!doctype html><html lang="fr"><title>Croquettes</title></html>');
  writeFileSync(join(product, 'index.pageContext.json'), '{"product":"croquettes"}');
  for (const [shell, title] of [
    ['commande/_', 'Commande'],
    ['commande/_/confirmation', 'Confirmation'],
    ['mot-de-passe-oublie/_', 'Nouveau mot de passe'],
    ['web-view/_-changement-de-paiement', 'Changer de carte'],
  ] as const) {
    mkdirSync(join(dir, shell), { recursive: true });
    writeFileSync(join(dir, shell, 'index.html'), `<!doctype html><html lang="fr"><title>${title}</title></html>`);
    writeFileSync(join(dir, shell, 'index.pageContext.json'), `{"shell":"${title}"}`);
  }
  // The Dutch copies of the product page and of a shell (ADR 0019).
  const dutchProduct = join(dir, 'nl', 'produits', 'croquettes-chien-adulte-au-poulet');
  mkdirSync(dutchProduct, { recursive: true });
  writeFileSync(join(dutchProduct, 'index.html'), '<!doctype html><html lang="nl"><title>Brokken</title></html>');
  writeFileSync(join(dutchProduct, 'index.pageContext.json'), '{"product":"brokken"}');
  mkdirSync(join(dir, 'nl', 'commande', '_'), { recursive: true });
  writeFileSync(
    join(dir, 'nl', 'commande', '_', 'index.html'),
    '<!doctype html><html lang="nl"><title>Bestelling</title></html>',
  );
  writeFileSync(join(dir, 'sitemap.xml'), '<urlset/>');
  writeFileSync(join(dir, 'csp-style-hashes.json'), '["sha256-AbC+/=", "pas une empreinte"]');
  writeFileSync(join(dir, 'csp-script-hashes.json'), '["sha256-XyZ9+/=", "\'unsafe-inline\'"]');
  writeFileSync(join(dir, '404.html'), '<!doctype html><html lang="fr"><h1>Page non trouvée</h1></html>');
  writeFileSync(
    join(dir, '404.html.br'),
    brotliCompressSync('<!doctype html><html lang="fr"><h1>Page non trouvée</h1></html>'),
  );
  return dir;
}

/** One in-memory database for a whole test file (PGlite opens slowly). */
export async function testApp() {
  const database: OpenedDatabase = await openDatabase({ kind: 'memory' });
  await seed(database.db);
  const app = createApp({ db: database.db, staticDir: fakeSite(), now: () => new Date('2026-11-21T10:00:00Z') });
  return { app, database };
}
