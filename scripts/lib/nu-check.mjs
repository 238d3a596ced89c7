import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { root, run } from './run.mjs';

/**
 * The Nu Html Checker (vnu, the W3C's validator) as `npm test` and the e2e suite run it: the
 * `vnu-jar` package's jar (a dev dependency of the site) on Debian's Java, one JVM for a whole list
 * of documents, errors only.
 */

/** Debian's Java (default-jre-headless); vnu needs Java 17 or later. */
export const JAVA = process.env.JAVA_PATH ?? '/usr/bin/java';

const requireFromSite = createRequire(join(root, 'site', 'package.json'));

/** The checker's jar: `vnu-jar` exports its path. */
export const VNU_JAR = String(requireFromSite('vnu-jar'));

/** The checker's version, as the package pins it. */
export const VNU_VERSION = requireFromSite('vnu-jar/package.json').version;

/**
 * Messages of vnu that are wrong about valid HTML, each with the reason it is wrong; a message
 * filtered here is listed in docs/accessibility.md.
 * @type {readonly { message: RegExp; why: string }[]}
 */
export const KNOWN_FALSE_POSITIVES = [
  {
    message: /^CSS: “container-type”: Property “container-type” doesn't exist\./,
    why: 'CSS Containment Level 3 (container queries, in every browser since 2023): vnu 26.9.27’s CSS validator predates it',
  },
  {
    message: /^CSS: Unrecognized at-rule “@container”/,
    why: 'the same: the `@container` rule of CSS Containment Level 3',
  },
];

/** Installs Debian's Java with apt-get when it is missing (a fresh CI machine), as Chromium is. */
export async function ensureJava() {
  if (existsSync(JAVA)) return;
  console.log(`${JAVA} est absent : installation de Java depuis Debian (apt-get)…`);
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', 'default-jre-headless'], {
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(JAVA)) throw new Error(`${JAVA} toujours absent après apt-get`);
}

/** The HTML files under `dir`, as paths relative to it, without the build's `assets/` folder. */
export function htmlFilesOf(dir, prefix = '') {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFilesOf(path, `${prefix}${name}/`);
      return name.endsWith('.html') ? [`${prefix}${name}`] : [];
    });
}

/** The file a message of vnu is about, from its `file:` URL, relative to `base`. */
function fileOf(url, base) {
  if (!url) return '(vnu)';
  try {
    const path = fileURLToPath(url);
    return base ? relative(base, path) : path;
  } catch {
    return url;
  }
}

/**
 * What vnu's JSON report (`--format json`) says is wrong, one line a message: the file (relative to
 * `base`), its line and column, the message and the markup it points at. Errors and the checker's
 * own failures (a file it could not read: `non-document-error`) count; warnings and info do not, nor
 * a message of KNOWN_FALSE_POSITIVES.
 * @param {string} json vnu's standard output
 * @param {{ base?: string, falsePositives?: readonly { message: RegExp }[] }} [options]
 * @returns {string[]}
 */
export function problemsOf(json, { base, falsePositives = KNOWN_FALSE_POSITIVES } = {}) {
  let report;
  try {
    report = JSON.parse(json);
  } catch {
    throw new Error(`la sortie de vnu n’est pas du JSON : ${json.slice(0, 300)}`);
  }
  if (!Array.isArray(report?.messages)) throw new Error(`rapport de vnu sans messages : ${json.slice(0, 300)}`);
  return report.messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .filter((m) => !falsePositives.some(({ message }) => message.test(m.message)))
    .map((m) => {
      const where = m.lastLine ? `:${m.firstLine ?? m.lastLine}:${m.firstColumn ?? m.lastColumn ?? 1}` : '';
      const extract = m.extract ? ` — « ${m.extract.replace(/\s+/g, ' ').trim()} »` : '';
      return `${fileOf(m.url, base)}${where}: ${m.message}${extract}`;
    });
}

/**
 * Runs vnu once on `files` (paths relative to `cwd`) and resolves with what is wrong in them
 * (`problemsOf`, paths relative to `cwd`) and how long it took. Rejects when the checker itself
 * could not run (no Java, no jar).
 * @param {readonly string[]} files
 * @param {{ cwd: string }} options
 * @returns {Promise<{ problems: string[], seconds: number }>}
 */
export function checkHtml(files, { cwd }) {
  const started = performance.now();
  if (files.length === 0) return Promise.reject(new Error('vnu : aucun fichier à vérifier'));
  const args = [
    // A short run on 2 cores: the quick compiler alone and one garbage collector thread halve the
    // checker's CPU time (237 pages: 12 s instead of 22 s); the larger stack its schema needs then.
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
    '-Xss2m',
    '-jar',
    VNU_JAR,
    '--format',
    'json',
    '--errors-only',
    '--stdout',
    // A document's errors are read from the report; a non-zero exit is the checker's own failure.
    '--exit-zero-always',
    ...files,
  ];
  return new Promise((resolve, reject) => {
    execFile(JAVA, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) {
        reject(new Error(`vnu n’a pas pu vérifier les pages (${JAVA} -jar ${VNU_JAR}) : ${error.message}\n${stderr}`));
        return;
      }
      try {
        resolve({ problems: problemsOf(stdout, { base: cwd }), seconds: (performance.now() - started) / 1000 });
      } catch (parseError) {
        reject(parseError);
      }
    });
  });
}
