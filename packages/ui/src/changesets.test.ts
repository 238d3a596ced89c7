import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const require = createRequire(import.meta.url);
// The parser `changeset version` uses, resolved from the CLI the repository pins.
const parse = require(require.resolve('@changesets/parse', { paths: [require.resolve('@changesets/cli')] })) as {
  default: (text: string) => { releases: { name: string; type: string }[] };
};
const PUBLISHED = ['@gamelle/ui', '@gamelle/domain', '@gamelle/api-client'];

describe('pending changesets are readable by `changeset version` (releases of the published packages)', () => {
  const files = readdirSync(join(root, '.changeset')).filter((name) => name.endsWith('.md') && name !== 'README.md');
  it('each published package’s changelog starts with the version it is at (`npm run version-packages` was run)', () => {
    for (const name of ['ui', 'domain', 'api-client']) {
      const { version } = JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8')) as {
        version: string;
      };
      const changelog = readFileSync(join(root, 'packages', name, 'CHANGELOG.md'), 'utf8');
      expect(changelog.match(/^## (\S+)$/m)?.[1], name).toBe(version);
    }
  });
  it.skipIf(files.length === 0).each(files)('%s names published packages and a bump in its front matter', (name) => {
    const { releases } = parse.default(readFileSync(join(root, '.changeset', name), 'utf8'));
    expect(releases.length).toBeGreaterThan(0);
    for (const release of releases) {
      expect(PUBLISHED).toContain(release.name);
      expect(['major', 'minor', 'patch']).toContain(release.type);
    }
  });
});
