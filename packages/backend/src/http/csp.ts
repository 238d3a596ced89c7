import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The SHA-256 of what the site inlines in its pages, as CSP sources: its stylesheet
 * (`csp-style-hashes.json`) and the script that asks for the page's code after the first paint
 * (`csp-script-hashes.json`), both written by scripts/finish-html.mjs. The site may be built after
 * the server starts, so the file is read again whenever it changes.
 */
export function inlineHashes(staticDir: string | undefined, kind: 'style' | 'script'): () => string {
  if (!staticDir) return () => '';
  const file = join(staticDir, `csp-${kind}-hashes.json`);
  let seen = -1;
  let sources = '';
  return () => {
    let mtime: number;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      return '';
    }
    if (mtime !== seen) {
      seen = mtime;
      try {
        const hashes = JSON.parse(readFileSync(file, 'utf8')) as unknown;
        sources = Array.isArray(hashes)
          ? hashes
              .filter((h): h is string => typeof h === 'string' && /^sha256-[A-Za-z0-9+/=]+$/.test(h))
              .map((h) => `'${h}'`)
              .join(' ')
          : '';
      } catch {
        sources = '';
      }
    }
    return sources;
  };
}
