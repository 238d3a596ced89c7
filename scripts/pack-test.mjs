#!/usr/bin/env node
// Packs @gamelle/domain and @gamelle/ui as they would be published, installs the tarballs into a
// throw-away Vite app, renders a field and a content block on the server and builds the app.
// Fails on any step. Usage: node scripts/pack-test.mjs (after the packages are built).
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, run } from './lib/run.mjs';

const dir = mkdtempSync(join(tmpdir(), 'gamelle-pack-'));
try {
  for (const pkg of ['domain', 'ui']) {
    await run('pnpm', ['pack', '--pack-destination', dir], { cwd: join(root, 'packages', pkg) });
  }
  const tarball = (name) => readdirSync(dir).find((f) => f.startsWith(`gamelle-${name}-`) && f.endsWith('.tgz'));
  const app = join(dir, 'app');
  await run('mkdir', ['-p', app]);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'gamelle-pack-test',
        private: true,
        type: 'module',
        dependencies: {
          '@gamelle/domain': `file:../${tarball('domain')}`,
          '@gamelle/ui': `file:../${tarball('ui')}`,
          react: '19.3.1',
          'react-dom': '19.3.1',
          vite: '8.3.8',
        },
        overrides: { '@gamelle/domain': `file:../${tarball('domain')}` },
      },
      null,
      2,
    ),
  );
  writeFileSync(
    join(app, 'render.mjs'),
    `import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { BlockRenderer, TextField, gamelleTheme } from '@gamelle/ui';
const html = renderToString(h('div', { className: gamelleTheme },
  h(TextField, { label: 'Code postal', name: 'postcode', error: 'Le format du code postal ne correspond pas au pays sélectionné.' }),
  h(BlockRenderer, { blocks: [{ __component: 'blocks.rich-content', markdown: '## Bienvenue\\nDes **croquettes** premium.' }] })));
for (const expected of ['Code postal', 'aria-invalid="true"', '<h2>Bienvenue</h2>', '<strong>croquettes</strong>']) {
  if (!html.includes(expected)) { console.error('rendu incomplet : ' + expected + '\\n' + html); process.exit(1); }
}
console.log('rendu serveur : ' + html.length + ' octets');
`,
  );
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="fr"><body><div id="app"></div><script type="module" src="/main.js"></script></body></html>',
  );
  writeFileSync(
    join(app, 'main.js'),
    `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { TextField } from '@gamelle/ui';
import '@gamelle/ui/style.css';
createRoot(document.getElementById('app')).render(h(TextField, { label: 'Prénom', name: 'firstName' }));
`,
  );
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: app });
  await run('node', ['render.mjs'], { cwd: app });
  await run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: app });
  const assets = readdirSync(join(app, 'dist', 'assets'));
  if (!assets.some((f) => f.endsWith('.css')) || !assets.some((f) => f.endsWith('.js')))
    throw new Error(`build incomplet : ${assets.join(', ')}`);
  console.log(
    `pack-test : paquets installés depuis leurs archives, rendu et build Vite réussis (${assets.join(', ')})`,
  );
} finally {
  if (!process.env.KEEP_PACK_TEST) rmSync(dir, { recursive: true, force: true });
}
