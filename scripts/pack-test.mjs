#!/usr/bin/env node
// The kit as a consumer gets it (the kit's README, « Install »): packs @gamelle/domain and @gamelle/ui as they
// would be published, installs the tarballs into a throw-away Vite + React app in TypeScript
// (strict) and, in that app:
//   1. typechecks it with `tsc --noEmit` against the published declarations;
//   2. imports the kit's every entry: `@gamelle/ui`, `/form`, `/server`, `/theme`, `/style.css`;
//   3. themes it with a second brand in plain CSS only (`.marque-exemple`, the very file Storybook
//      uses: packages/ui/.storybook/brand-exemple.css) and checks that the built CSS gives that
//      class every `--gamelle-*` variable of the kit, `--gamelle-color-accent` first;
//   4. renders a page on the server (Vite SSR build: a Price, a Button, a Dialog's trigger, a field
//      of a `Form` from `/form`, rich content from `/server`), then hydrates that HTML in jsdom with
//      `hydrateRoot`: any `console.error` (React's hydration mismatch warning) fails, and the page
//      must answer afterwards (the Dialog opens, the Form shows its error).
// Usage: node scripts/pack-test.mjs, after the packages are built. KEEP_PACK_TEST=1 keeps the app.
import { execFile, execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, run } from './lib/run.mjs';

const BRAND_CSS = join(root, 'packages', 'ui', '.storybook', 'brand-exemple.css');
/** Versions as the repository pins them (the kit's devDependencies), so the app tests what we test. */
const pinned = JSON.parse(readFileSync(join(root, 'packages', 'ui', 'package.json'), 'utf8')).devDependencies;
const pin = (...names) => Object.fromEntries(names.map((name) => [name, pinned[name]]));
const pnpm = `pnpm@${JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1]}`;

class PackTestError extends Error {}

/** Runs one step; on failure, says which one in French (the command's own output is above it). */
async function step(what, fn) {
  try {
    return await fn();
  } catch (error) {
    throw new PackTestError(`Le test du paquet a échoué : ${what} (${error.message})`);
  }
}

const started = Date.now();
const dir = mkdtempSync(join(tmpdir(), 'gamelle-pack-'));
const app = join(dir, 'app');
try {
  await step("l'empaquetage de @gamelle/domain et @gamelle/ui (pnpm pack) n'a pas abouti", () =>
    Promise.all(['domain', 'ui'].map((pkg) => pack(join(root, 'packages', pkg)))),
  );
  const tarball = (name) => {
    const file = readdirSync(dir).find((f) => f.startsWith(`gamelle-${name}-`) && f.endsWith('.tgz'));
    if (!file) throw new PackTestError(`Le test du paquet a échoué : l'archive de @gamelle/${name} est introuvable`);
    return `file:../${file}`;
  };
  writeApp(tarball('domain'), tarball('ui'));

  await step("l'installation des archives dans l'application de test (npm install) a échoué", () =>
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: app }),
  );
  // The typecheck (the longest step) runs alongside the builds, the server render and the hydration.
  const typecheck = step(
    "la vérification des types de l'application (tsc --noEmit, strict) a trouvé des erreurs, voir ci-dessus",
    () => run('npx', ['tsc', '--noEmit', '-p', '.'], { cwd: app }),
  );
  /** The app built, rendered on the server and hydrated; `env` names the Node that runs them. */
  const buildRenderHydrate = async (env = {}, on = '') => {
    await step(`le build Vite de l'application (client puis rendu serveur)${on} a échoué`, async () => {
      await run('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: app, env });
      await run('npx', ['vite', 'build', '--ssr', '--logLevel', 'error'], { cwd: app, env });
    });
    await step(`le rendu serveur de la page${on} a échoué ou est incomplet, voir ci-dessus`, () =>
      run('node', ['render.mjs'], { cwd: app, env }),
    );
    const cssFiles = checkBrandCss();
    await step(`l'hydratation de la page rendue par le serveur${on} a échoué dans jsdom, voir ci-dessus`, () =>
      run('node', ['hydrate.mjs'], { cwd: app, env }),
    );
    return cssFiles;
  };
  const page = buildRenderHydrate();
  // Both settle before the app's folder is removed; every failure is reported.
  const [typed, built] = await Promise.allSettled([typecheck, page]);
  // A brand site may build on an older Node than ours (ADR 0024: the kit's `engines` is as
  // wide as what it is tested on): the machine's Node, when it is not the project's, builds, renders
  // and hydrates the page again.
  const older = machineNode();
  const again = older
    ? await Promise.allSettled([
        buildRenderHydrate({ PATH: `${older.dir}:${process.env.PATH}` }, ` sous Node.js ${older.version}`).then(() =>
          console.log(`pack-test : build, rendu serveur et hydratation aussi sous Node.js ${older.version}`),
        ),
      ])
    : [];
  const failures = [typed, built, ...again].filter((r) => r.status === 'rejected').map((r) => r.reason);
  if (failures.length > 0) throw failures.length === 1 ? failures[0] : new AggregateError(failures);
  const cssFiles = built.value;
  console.log(
    `pack-test : archives installées, types stricts, CSS de la marque exemple (${cssFiles}), rendu serveur et ` +
      `hydratation sans erreur en ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  for (const failure of error instanceof AggregateError ? error.errors : [error])
    console.error(
      failure instanceof PackTestError ? failure.message : `Le test du paquet a échoué : ${failure.stack ?? failure}`,
    );
  process.exitCode = 1;
} finally {
  if (process.env.KEEP_PACK_TEST) console.log(`application de test gardée dans ${app}`);
  else rmSync(dir, { recursive: true, force: true });
}

/** The first `node` on the PATH of another version than the one running this (the project's Node 24). */
function machineNode() {
  for (const folder of (process.env.PATH ?? '').split(':')) {
    if (!folder) continue;
    const binary = join(folder, 'node');
    if (!existsSync(binary)) continue;
    const version = execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
    if (version !== process.version) return { dir: folder, version };
  }
  return null;
}

/** `pnpm pack` (the pinned pnpm), its list of files shown only if it fails. */
function pack(cwd) {
  return new Promise((resolve, reject) => {
    execFile('npx', ['-y', pnpm, 'pack', '--pack-destination', dir], { cwd, maxBuffer: 1 << 24 }, (error, out, err) => {
      if (!error) return resolve();
      process.stderr.write(out + err);
      reject(new Error(`${cwd} : code ${error.code}`));
    });
  });
}

/**
 * The built CSS gives `.marque-exemple` every variable of the kit: the names Gamelle's theme class
 * defines and every name a component reads, `--gamelle-color-accent` first. Returns the CSS files.
 */
function checkBrandCss() {
  const fail = (why) => {
    throw new PackTestError(`Le test du paquet a échoué : ${why}`);
  };
  const assets = join(app, 'dist', 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.css'));
  if (files.length === 0) fail(`le build de l'application ne contient aucun fichier CSS (${readdirSync(assets)})`);
  const css = files.map((f) => readFileSync(join(assets, f), 'utf8')).join('\n');
  const brandRules = [...css.matchAll(/\.marque-exemple\s*\{([^}]*)\}/g)].map((m) => m[1]);
  if (brandRules.length === 0) fail('le CSS construit ne contient pas la règle .marque-exemple du thème de marque');
  const declared = (block) => [...block.matchAll(/(--gamelle-[a-z0-9-]+)\s*:/g)].map((m) => m[1]);
  const brand = new Set(brandRules.flatMap(declared));
  const kit = new Set([
    ...declared(css.replace(/\.marque-exemple\s*\{[^}]*\}/g, '')),
    ...[...css.matchAll(/var\((--gamelle-[a-z0-9-]+)/g)].map((m) => m[1]),
  ]);
  if (kit.size < 30) fail(`le CSS du kit (@gamelle/ui/style.css) semble absent du build : ${kit.size} variables`);
  const unknown = [...brand].filter((name) => !kit.has(name));
  const ignored = unknown.length > 0 ? ` ; le kit ignore ${unknown.join(', ')}` : '';
  if (!brand.has('--gamelle-color-accent'))
    fail(`le CSS construit ne définit pas --gamelle-color-accent pour .marque-exemple${ignored}`);
  const missing = [...kit].filter((name) => !brand.has(name));
  if (missing.length > 0) fail(`le thème .marque-exemple ne définit pas ${missing.join(', ')}${ignored}`);
  if (unknown.length > 0) fail(`le thème .marque-exemple définit des variables${ignored.replace(' ;', ',')}`);
  console.log(`CSS : .marque-exemple définit les ${brand.size} variables --gamelle-* du kit`);
  return files.join(', ');
}

function writeApp(domain, ui) {
  const write = (path, text) => {
    mkdirSync(join(app, path, '..'), { recursive: true });
    writeFileSync(join(app, path), text);
  };
  write(
    'package.json',
    JSON.stringify(
      {
        name: 'gamelle-pack-test',
        private: true,
        type: 'module',
        dependencies: {
          '@gamelle/domain': domain,
          '@gamelle/ui': ui,
          ...pin('react', 'react-dom', 'react-hook-form', 'zod'),
        },
        devDependencies: pin('vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom', 'jsdom'),
        // The packed kit depends on `@gamelle/domain@0.1.0`, which is not on the registry.
        overrides: { '@gamelle/domain': domain },
      },
      null,
      2,
    ),
  );
  write(
    'tsconfig.json',
    JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          isolatedModules: true,
          verbatimModuleSyntax: true,
          noUnusedLocals: true,
          types: ['vite/client'],
          skipLibCheck: true,
        },
        include: ['src', 'vite.config.ts'],
      },
      null,
      2,
    ),
  );
  write(
    'vite.config.ts',
    `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The client build, and the server build of the page's two entries (render, then hydrate in jsdom).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: isSsrBuild
    ? { outDir: 'dist-ssr', rolldownOptions: { input: ['src/entry-server.tsx', 'src/main.tsx'] } }
    : {},
}));
`,
  );
  write(
    'index.html',
    `<!doctype html>
<html lang="fr">
  <head><meta charset="utf-8" /><title>Gamelle — test du paquet</title></head>
  <body>
    <div id="app"><!--app-html--></div>
    <!--app-data-->
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
  );
  // The second brand, in the app's own CSS file: the same file as Storybook's « Autre marque ».
  mkdirSync(join(app, 'src'), { recursive: true });
  copyFileSync(BRAND_CSS, join(app, 'src', 'marque-exemple.css'));
  write(
    'src/App.tsx',
    `import { Button, Dialog, Price, RichHtml, type SanitizedHtml, TextField } from '@gamelle/ui';
import { Form } from '@gamelle/ui/form';
import { vars } from '@gamelle/ui/theme';
import { useEffect, useState } from 'react';
import { z } from 'zod';

const newsletter = z.object({ email: z.email() });

export interface AppProps {
  /** Made on the server by \`richContentToHtml\` (\`@gamelle/ui/server\`). */
  intro: SanitizedHtml;
}

export function App({ intro }: AppProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <main className="marque-exemple" data-hydrated={hydrated ? '' : undefined}>
      <h1 style={{ fontFamily: vars.font.heading, color: vars.color.text }}>Croquettes chien adulte au poulet</h1>
      <RichHtml html={intro} />
      <p>
        <Price cents={2490} previousCents={2767} tax="TTC" />
      </p>
      <Dialog trigger={<Button>Voir la composition</Button>} title="Composition">
        <p>Poulet 32 %, riz, légumes.</p>
      </Dialog>
      <Form schema={newsletter} form="newsletter" label="Lettre d’information" onSubmit={() => undefined}>
        {({ register, errorOf, pending }) => (
          <>
            <TextField label="Adresse e-mail" type="email" {...register('email')} error={errorOf('email')} />
            <Button type="submit" pending={pending}>
              S’inscrire
            </Button>
          </>
        )}
      </Form>
    </main>
  );
}
`,
  );
  write(
    'src/entry-server.tsx',
    `import { richContentToHtml } from '@gamelle/ui/server';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App, type AppProps } from './App';

export function render(): { html: string; props: AppProps } {
  const props: AppProps = { intro: richContentToHtml('## Bienvenue\\nDes **croquettes** premium.') };
  const html = renderToString(
    <StrictMode>
      <App {...props} />
    </StrictMode>,
  );
  return { html, props };
}
`,
  );
  write(
    'src/main.tsx',
    `import '@gamelle/ui/style.css';
import './marque-exemple.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App, type AppProps } from './App';

const container = document.getElementById('app');
const data = document.getElementById('donnees-de-page')?.textContent;
if (!container || !data) throw new Error('une page rendue par le serveur est attendue');
hydrateRoot(
  container,
  <StrictMode>
    <App {...(JSON.parse(data) as AppProps)} />
  </StrictMode>,
);
`,
  );
  // Server side: the page's HTML into the built index.html, with the props the client hydrates with.
  write(
    'render.mjs',
    `import { readFileSync, writeFileSync } from 'node:fs';
import { render } from './dist-ssr/entry-server.js';

const { html, props } = render();
const expected = [
  ['la classe du thème de marque', 'class="marque-exemple"'],
  ['le prix', /24,90\\s€\\sTTC/],
  ['le prix barré', '<del'],
  ['le bouton qui ouvre la boîte de dialogue', 'aria-haspopup="dialog"'],
  ['le champ du formulaire', 'Adresse e-mail'],
  ['le formulaire nommé', 'aria-label="Lettre d’information"'],
  ['le contenu riche', '<strong>croquettes</strong>'],
];
const missing = expected.filter(([, what]) => (typeof what === 'string' ? !html.includes(what) : !what.test(html)));
if (missing.length > 0) {
  console.error('rendu serveur incomplet : il manque ' + missing.map(([name]) => name).join(', ') + '\\n' + html);
  process.exit(1);
}
const template = readFileSync('dist/index.html', 'utf8');
if (!template.includes('<!--app-html-->')) {
  console.error('dist/index.html a perdu son emplacement <!--app-html-->');
  process.exit(1);
}
const data = JSON.stringify(props).replace(/</g, '\\\\u003c');
writeFileSync(
  'dist/page.html',
  template
    .replace('<!--app-html-->', () => html)
    .replace('<!--app-data-->', () => '<script id="donnees-de-page" type="application/json">' + data + '</script>'),
);
console.log('rendu serveur : ' + html.length + ' octets');
`,
  );
  // Browser side, in jsdom: the server's page, hydrated by the app's client entry (its server build,
  // so that React's development build reports mismatches), then used a little.
  write(
    'hydrate.mjs',
    `import { readFileSync } from 'node:fs';
import { format } from 'node:util';
import { JSDOM, VirtualConsole } from 'jsdom';

const errors = [];
const consoleError = console.error;
console.error = (...args) => {
  errors.push(format(...args));
  consoleError(...args);
};
const virtualConsole = new VirtualConsole();
virtualConsole.on('jsdomError', (error) => errors.push('jsdom : ' + (error.stack ?? error.message)));
virtualConsole.on('error', (...args) => errors.push(format(...args)));
const dom = new JSDOM(readFileSync('dist/page.html', 'utf8'), {
  url: 'http://localhost/',
  pretendToBeVisual: true,
  virtualConsole,
});
const { window } = dom;
window.addEventListener('error', (event) => errors.push('erreur non rattrapée : ' + (event.error?.stack ?? event.message)));
// The window's globals, as a browser has them: those Node lacks, and the DOM's own events (Radix
// dispatches a CustomEvent on the page's elements, which refuse Node's).
const domEvents = ['Event', 'CustomEvent', 'EventTarget'];
for (const key of Object.getOwnPropertyNames(window)) {
  if ((key in globalThis && !domEvents.includes(key)) || key === 'undefined') continue;
  Object.defineProperty(globalThis, key, { configurable: true, get: () => window[key] });
}
const fail = (why) => {
  const firstLines = new Set(errors.map((error) => '\\n  - ' + error.split('\\n')[0]));
  consoleError('hydratation : ' + why + [...firstLines].join(''));
  process.exit(1);
};
const serverHtml = window.document.getElementById('app').innerHTML;
async function waitFor(what, test) {
  for (let i = 0; i < 500; i += 1) {
    if (test()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  fail(what + ' : rien après 10 s');
}

await import('./dist-ssr/main.js');
const doc = window.document;
await waitFor("l'hydratation ne s'est pas terminée", () => doc.querySelector('main[data-hydrated]'));
if (errors.length > 0) fail('console.error pendant l’hydratation (HTML du serveur différent du rendu client ?)');
const main = doc.querySelector('main');
if (doc.getElementById('app').innerHTML.replace(' data-hydrated=""', '') !== serverHtml)
  fail('React a remplacé le HTML du serveur au lieu de l’hydrater');

// Hydrated: the handlers answer. The Form shows its error, the Dialog opens.
const submit = [...main.querySelectorAll('button')].find((b) => b.textContent === 'S’inscrire');
submit.click();
await waitFor("le Form n'a pas signalé le champ vide", () => main.querySelector('input[aria-invalid="true"]'));
const trigger = main.querySelector('button[aria-haspopup="dialog"]');
trigger.click();
await waitFor("la boîte de dialogue ne s'est pas ouverte", () => doc.querySelector('[role="dialog"]')?.textContent.includes('Composition'));
if (errors.length > 0) fail('console.error après l’hydratation');
console.log('hydratation : aucune erreur, le formulaire et la boîte de dialogue répondent');
process.exit(0);
`,
  );
}
