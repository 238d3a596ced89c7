// @vitest-environment node
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every component with a story for each state and a test with axe (docs a newcomer reads): every folder
 * of the kit's components and content blocks holds at least one Storybook story (`*.stories.tsx`,
 * which the Storybook a11y run puts through axe) and one test (`*.test.ts` or `*.test.tsx`). A new
 * folder without either fails here, the failure naming the folder and what it lacks.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const SCANNED = ['components', 'blocks'] as const;

const STORY = /\.stories\.tsx$/;
const TEST = /\.test\.tsx?$/;

function folders(parent: string): string[] {
  return readdirSync(join(SRC, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${parent}/${entry.name}`)
    .sort();
}

function filesIn(folder: string): string[] {
  return readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' });
}

/** Each folder lacking a story or a test, as « components/Field: story, test ». */
function foldersLackingStoriesOrTests(): string[] {
  return SCANNED.flatMap(folders).flatMap((folder) => {
    const files = filesIn(folder);
    const missing = [
      files.some((file) => STORY.test(file)) ? null : 'story (*.stories.tsx)',
      files.some((file) => TEST.test(file)) ? null : 'test (*.test.ts[x])',
    ].filter((what): what is string => what !== null);
    return missing.length > 0 ? [`${folder}: ${missing.join(', ')}`] : [];
  });
}

describe('every component folder has a story and a test', () => {
  it('finds the component and block folders it checks', () => {
    const scanned = SCANNED.flatMap(folders);
    expect(scanned).toContain('components/Button');
    expect(scanned).toContain('blocks/RichContent');
  });

  it('has no folder of src/components or src/blocks without a *.stories.tsx and a *.test.ts(x)', () => {
    expect(foldersLackingStoriesOrTests()).toEqual([]);
  });
});
