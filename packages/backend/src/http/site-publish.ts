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
 * The prerendered site the shop serves, switched atomically from one build to the next
 * (ADR 0023): the server's folder is `live`, a symbolic link to the `client/` folder of one finished
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
   * The last catalogue or content change the build served shows (ADR 0023): given to `publish`,
   * moved on by `recordSeen` as its pages are rendered again; null when unknown.
   */
  seen(): number | null;
  /** Records that the build served now shows every change up to `id`. */
  recordSeen(id: number): void;
  /**
   * Copies a finished build (Vike's output folder: `client/` with its `index.html`, `server/`) into
   * `builds/` and points `live` at it; returns the new build's folder. `inputs`, a digest of what it
   * was made from, is kept beside it (`builds/<name>.inputs`, out of the served folder), so that the
   * next start can serve it without building again, and `seen`, the last change it shows.
   * `move`: the finished build is moved, not copied (a folder of the same file system, ours to take).
   */
  publish(finished: string, inputs?: string, options?: { seen?: number; move?: boolean }): string;
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
      // `builds/<name>/client` now; `builds/<name>` before the server bundle was kept (ADR 0023).
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
      .filter((name) => name !== EMPTY && !/\.(inputs|seen)$/.test(name) && name !== serving)
      .sort()
      .reverse();
    for (const name of finished.slice(KEPT)) {
      rmSync(join(builds, name), { recursive: true, force: true });
      rmSync(join(builds, `${name}.inputs`), { force: true });
      rmSync(join(builds, `${name}.seen`), { force: true });
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

  const seen = () => {
    const serving = current();
    if (!serving) return null;
    try {
      const id = Number(readFileSync(`${serving}.seen`, 'utf8').trim());
      return Number.isSafeInteger(id) && id >= 0 ? id : null;
    } catch {
      return null;
    }
  };

  const recordSeen = (id: number) => {
    const serving = current();
    if (!serving) return;
    const temporary = `${serving}.seen-${process.pid}`;
    writeFileSync(temporary, `${id}\n`);
    renameSync(temporary, `${serving}.seen`);
  };

  const publish = (
    finished: string,
    made?: string,
    { seen: seenId, move = false }: { seen?: number; move?: boolean } = {},
  ) => {
    if (!existsSync(join(finished, CLIENT, 'index.html'))) {
      throw new Error(`${finished} ne contient pas de site construit (pas de ${CLIENT}/index.html)`);
    }
    // Named by time, so that sorting the names sorts the builds; a suffix if two land in one millisecond.
    let name = new Date().toISOString().replace(/[:.]/g, '-');
    while (existsSync(join(builds, name))) name += '-';
    const folder = join(builds, name);
    if (move) renameSync(finished, folder);
    else {
      cpSync(finished, `${folder}.partial`, { recursive: true });
      renameSync(`${folder}.partial`, folder);
    }
    if (made) writeFileSync(`${folder}.inputs`, `${made}\n`);
    if (seenId !== undefined) writeFileSync(`${folder}.seen`, `${seenId}\n`);
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
  return { live, current, inputs, seen, recordSeen, publish };
}

function isLink(path: string): boolean {
  try {
    readlinkSync(path);
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
