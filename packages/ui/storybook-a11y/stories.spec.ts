import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const here = dirname(fileURLToPath(import.meta.url));
const index = JSON.parse(readFileSync(join(here, '..', 'storybook-static', 'index.json'), 'utf8')) as {
  entries: Record<string, { id: string; title: string; name: string; type: string }>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

test('the built Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(10);
});

for (const story of stories) {
  test(`${story.title} — ${story.name}: no axe violation, visible keyboard focus, no console error`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${m.text()} (${m.location().url})`);
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
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
