import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, join } from 'node:path';

/**
 * The prerendered site the shop serves, switched atomically from one build to the next (issue 32
 * item 1): the server's folder is `live`, a symbolic link to the `client/` folder of one finished
 * build under `builds/`. A build is Vike's whole output — `client/`, the files served, and `server/`,
 * the code that renders a page again when the catalogue changes (ADR 0023) — made elsewhere
 * (`site/dist`, where `vike build` starts by emptying its folder), copied whole into a new folder of
 * `builds/`, and only then does `live` point at it, by renaming a new link over the old one — one
 * `rename(2)`, atomic on POSIX file systems: a request reads the old build or the new one, never a
 * half-written or empty folder. So `/` never answers 404 while the site is built again, at a start or
 * later; the server reads every file through `live` on each request (`mountSite`, the CSP hashes), so
 * it serves the new build at once.
 */
export interface PublishedSite {
  /** The folder to serve: the `live` link. */
  live: string;
  /**
   * The build `live` serves (a folder under `builds/` holding `client/` and `server/`), or null before
   * the first build or when the one served was made before this layout (its next start builds again).
   */
  current(): string | null;
  /** What the build served now was made from (`inputs` given to `publish`), or null. */
  inputs(): string | null;
  /**
   * Copies a finished build (Vike's output folder: `client/` with its `index.html`, `server/`) into
   * `builds/` and points `live` at it; returns the new build's folder. `inputs`, a digest of what it
   * was made from, is kept beside it (`builds/<name>.inputs`, out of the served folder), so that the
   * next start can serve it without building again.
   */
  publish(finished: string, inputs?: string): string;
}

/** Builds kept besides the one served: the previous one, for requests still reading it. */
const KEPT = 1;
const EMPTY = 'empty';
const CLIENT = 'client';

/**
 * The published site under `dir` (`site/` in the repository): `live` and `builds/` are made on first
 * use. Before any build, `live` points at an empty folder (the server answers its 404 page), or at a
 * copy of `legacy` when that folder holds a finished build (a checkout built before this layout).
 */
export function publishedSite(dir: string, { legacy }: { legacy?: string } = {}): PublishedSite {
  const live = join(dir, 'live');
  const builds = join(dir, 'builds');
  mkdirSync(builds, { recursive: true });

  /** The build folder `live` points into, whatever its layout (for pruning), or null. */
  const served = () => {
    try {
      const target = readlinkSync(live);
      const parts = target.split('/');
      // `builds/<name>/client` now; `builds/<name>` before the server bundle was kept (issue 32 item 2).
      const name = parts.at(-1) === CLIENT ? parts.at(-2) : parts.at(-1);
      return name ? { name, whole: parts.at(-1) === CLIENT } : null;
    } catch {
      return null;
    }
  };

  const current = () => {
    const build = served();
    return build?.whole && build.name !== EMPTY ? join(builds, build.name) : null;
  };

  const pointAt = (folder: string) => {
    // A new link beside the old one, then renamed over it: the switch is one atomic rename.
    const next = join(dir, `.live-${process.pid}-${Date.now()}`);
    symlinkSync(join('builds', basename(folder), CLIENT), next, 'dir');
    renameSync(next, live);
  };

  const prune = () => {
    const serving = served()?.name;
    const finished = readdirSync(builds)
      .filter((name) => name !== EMPTY && !name.endsWith('.inputs') && name !== serving)
      .sort()
      .reverse();
    for (const name of finished.slice(KEPT)) {
      rmSync(join(builds, name), { recursive: true, force: true });
      rmSync(join(builds, `${name}.inputs`), { force: true });
    }
  };

  const inputs = () => {
    const serving = current();
    if (!serving) return null;
    try {
      return readFileSync(`${serving}.inputs`, 'utf8').trim() || null;
    } catch {
      return null;
    }
  };

  const publish = (finished: string, made?: string) => {
    if (!existsSync(join(finished, CLIENT, 'index.html'))) {
      throw new Error(`${finished} ne contient pas de site construit (pas de ${CLIENT}/index.html)`);
    }
    // Named by time, so that sorting the names sorts the builds; a suffix if two land in one millisecond.
    let name = new Date().toISOString().replace(/[:.]/g, '-');
    while (existsSync(join(builds, name))) name += '-';
    const folder = join(builds, name);
    cpSync(finished, `${folder}.partial`, { recursive: true });
    renameSync(`${folder}.partial`, folder);
    if (made) writeFileSync(`${folder}.inputs`, `${made}\n`);
    pointAt(folder);
    prune();
    return folder;
  };

  if (!isLink(live)) {
    if (legacy && existsSync(join(legacy, CLIENT, 'index.html'))) publish(legacy);
    else {
      mkdirSync(join(builds, EMPTY, CLIENT), { recursive: true });
      pointAt(join(builds, EMPTY));
    }
  }
  return { live, current, inputs, publish };
}

function isLink(path: string): boolean {
  try {
    readlinkSync(path);
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
