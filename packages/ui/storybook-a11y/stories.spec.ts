import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, '..', 'src');
const index = JSON.parse(readFileSync(join(here, '..', 'storybook-static', 'index.json'), 'utf8')) as {
  entries: Record<
    string,
    { id: string; title: string; name: string; type: string; importPath: string; tags?: string[] }
  >;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const docs = Object.values(index.entries).filter((entry) => entry.type === 'docs');

/** Console errors and uncaught exceptions of a page, as they happen. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('the built Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(10);
});

for (const story of stories) {
  test(`${story.title} — ${story.name}: no axe violation, visible keyboard focus, no console error`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    // The « Accessibility » panel's own axe run (addon-a11y) is turned off: it shares the page's axe,
    // which refuses a second run at the same time; this test runs axe with the same rules itself.
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=a11y.manual:!true`);
    await page.locator('#storybook-root > *').first().waitFor({ state: 'attached' });

    const { violations } = await new AxeBuilder({ page }).include('#storybook-root').withTags(WCAG_TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
      [],
    );

    // Every element the keyboard reaches shows where the focus is.
    const seen = new Set<string>();
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body || !document.getElementById('storybook-root')?.contains(el)) return null;
        const style = getComputedStyle(el);
        const visible =
          (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
        return { key: `${el.tagName}#${el.id}.${el.className}:${el.textContent?.slice(0, 30)}`, visible };
      });
      if (!focus || seen.has(focus.key)) break;
      seen.add(focus.key);
      expect(focus.visible, `focus visible sur ${focus.key}`).toBe(true);
    }
    // The hostile corpus points images at missing files on purpose (`<img src=x onerror=…>`).
    const expected = story.id === 'blocs-richcontent--hostile' ? /status of 404/ : null;
    expect(errors.filter((e) => !expected?.test(e))).toEqual([]);
  });
}

// Docs a newcomer reads: a docs page per component (autodocs: its JSDoc, its props
// table, its stories) and three pages in French under « Documentation ».

/** The folders of components and content blocks, as `components/Button`. */
const folders = ['components', 'blocks'].flatMap((parent) =>
  readdirSync(join(src, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${parent}/${entry.name}`),
);

/** The four guides (`src/docs/*.mdx`): their sidebar title, their heading and a sentence they hold. */
const GUIDES = [
  { title: 'Documentation/Pour commencer', heading: 'Pour commencer', holds: 'KitLocaleProvider' },
  { title: 'Documentation/Thème', heading: 'Thème', holds: '--gamelle-color-accent' },
  { title: 'Documentation/Sélecteurs d’état', heading: 'Sélecteurs d’état', holds: 'data-invalid' },
  { title: 'Documentation/Guide de style', heading: 'Guide de style', holds: '--gamelle-color-on-accent' },
];
const guide = (title: string) => docs.find((entry) => entry.title === title && entry.importPath.endsWith('.mdx'));

/** Opens a docs page and waits until its title and every story in it have rendered. */
async function openDocs(page: Page, id: string) {
  await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=docs`);
  await page.locator('#storybook-docs h1').first().waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#storybook-docs .sb-story')].every((story) => story.childElementCount > 0),
  );
  // Read once the page has its fonts and has laid out with them: a preview measured with the
  // fallback font may overflow its box for a frame (axe then sees a scrollable region).
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

test('every component and block folder has its docs page, generated from its stories (autodocs)', () => {
  expect(folders).toContain('components/Button');
  const documented = new Set(
    docs
      .filter((entry) => entry.tags?.includes('autodocs') && entry.importPath.endsWith('.stories.tsx'))
      .map((entry) => entry.importPath.replace(/^\.\/src\//, '').replace(/\/[^/]+$/, '')),
  );
  expect(folders.filter((folder) => !documented.has(folder))).toEqual([]);
});

test('the four guides « Pour commencer », « Thème », « Guide de style » and « Sélecteurs d’état » are docs pages', () => {
  expect(GUIDES.filter(({ title }) => !guide(title)).map(({ title }) => title)).toEqual([]);
});

for (const entry of docs) {
  test(`${entry.title} — docs page: renders, no axe violation, no console error`, async ({ page }) => {
    const errors = collectErrors(page);
    await openDocs(page, entry.id);
    const expected = GUIDES.find(({ title }) => title === entry.title);
    if (expected) {
      await expect(page.locator('#storybook-docs h1').first()).toHaveText(expected.heading);
      await expect(page.locator('#storybook-docs')).toContainText(expected.holds);
    }
    const { violations } = await new AxeBuilder({ page }).include('#storybook-docs').withTags(WCAG_TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
      [],
    );
    expect(errors).toEqual([]);
  });
}

test('Button’s docs page shows its JSDoc and a props table with each prop’s JSDoc', async ({ page }) => {
  await openDocs(page, 'primitives-button--docs');
  const docsRoot = page.locator('#storybook-docs');
  await expect(docsRoot).toContainText('so it never submits a form by accident');
  const pending = docsRoot
    .locator('.docblock-argstable tbody tr')
    .filter({ has: page.getByText('pending', { exact: true }) });
  await expect(pending).toContainText('announces itself as busy and ignores clicks');
  const size = docsRoot
    .locator('.docblock-argstable tbody tr')
    .filter({ has: page.getByText('size', { exact: true }) });
  await expect(size).toContainText('for secondary actions inside a component');
});

test('« Sélecteurs d’état » lists every data-* attribute the components and blocks set', async ({ page }) => {
  const set = new Set<string>();
  for (const folder of folders) {
    for (const file of readdirSync(join(src, folder))) {
      if (!file.endsWith('.tsx') || /\.(stories|test)\.tsx$/.test(file)) continue;
      for (const [, name] of readFileSync(join(src, folder, file), 'utf8').matchAll(/\s(data-[a-z]+(?:-[a-z]+)*)=/g)) {
        set.add(name as string);
      }
    }
  }
  expect([...set]).toContain('data-invalid');
  const entry = guide('Documentation/Sélecteurs d’état');
  expect(entry).toBeDefined();
  await openDocs(page, entry?.id ?? '');
  const table = page.locator('#storybook-docs table');
  const listed = await table.locator('tbody th code').allTextContents();
  expect([...set].filter((name) => !listed.includes(name))).toEqual([]);
});

test('« Thème » lists every --gamelle-* variable and quotes the README’s semver rules', async ({ page }) => {
  const contract = readFileSync(join(src, 'theme', 'contract.test.ts'), 'utf8');
  const variables = [...contract.matchAll(/var\((--gamelle-[a-z-]+)\)/g)].map(([, name]) => name as string);
  expect(variables.length).toBeGreaterThanOrEqual(37);
  const entry = guide('Documentation/Thème');
  expect(entry).toBeDefined();
  await openDocs(page, entry?.id ?? '');
  const listed = await page.locator('#storybook-docs table tbody tr td:first-child code').allTextContents();
  expect(listed).toEqual(variables);
  await expect(page.locator('#storybook-docs blockquote')).toContainText('adding a variable is a minor release');
});
