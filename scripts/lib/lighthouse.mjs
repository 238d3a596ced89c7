import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import chromium from '../chromium.json' with { type: 'json' };

const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
  args: chromium.args,
};

/** Lighthouse 13 (it needs Node 22 or later: the project runs on Node 24, ADR 0024). */
export const LIGHTHOUSE = 'lighthouse@13.5.0';

function runOnce(url, version = LIGHTHOUSE) {
  const dir = mkdtempSync(join(tmpdir(), 'gamelle-lh-'));
  const output = join(dir, 'report.json');
  const flags = ['--headless=new', ...chromiumLaunchOptions.args].join(' ');
  return new Promise((resolve, reject) => {
    execFile(
      'npx',
      [
        '-y',
        version,
        url,
        '--quiet',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${output}`,
        `--chrome-flags=${flags}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromiumLaunchOptions.executablePath }, timeout: 180_000 },
      (error) => {
        try {
          if (error) throw error;
          const report = JSON.parse(readFileSync(output, 'utf8'));
          const audit = (id) => report.audits[id].numericValue;
          resolve({
            score: Math.round(report.categories.performance.score * 100),
            fcp: audit('first-contentful-paint'),
            lcp: audit('largest-contentful-paint'),
            tbt: audit('total-blocking-time'),
            cls: audit('cumulative-layout-shift'),
          });
        } catch (failure) {
          reject(failure);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    );
  });
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART): such a run is retried, twice at most. */
async function withRetries(attempt, tries = 3) {
  for (let i = 1; ; i += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= tries) throw error;
      console.error(`Lighthouse : nouvel essai après « ${String(error.message).split('\n').at(-1)} »`);
    }
  }
}

/** One Lighthouse mobile run of a page (retried when Lighthouse fails to record a trace). */
export const lighthouseOnce = (url, version = LIGHTHOUSE) => withRetries(() => runOnce(url, version));

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Lighthouse mobile (its default: simulated slow 4G, 4× CPU), median of `runs` runs per metric. */
export async function lighthouseMedian(url, runs = 5) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await withRetries(() => runOnce(url)));
  return {
    score: median(results.map((r) => r.score)),
    fcp: median(results.map((r) => r.fcp)),
    lcp: median(results.map((r) => r.lcp)),
    tbt: median(results.map((r) => r.tbt)),
    cls: median(results.map((r) => r.cls)),
    scores: results.map((r) => r.score),
  };
}
