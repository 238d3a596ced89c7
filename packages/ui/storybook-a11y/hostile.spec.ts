import { expect, test } from '@playwright/test';

test('SPEC §2 rich text: the hostile rich content runs no script and opens no dialog in Chromium', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto('/iframe.html?id=blocs-richcontent--hostile&viewMode=story');
  await page.locator('#storybook-root > *').first().waitFor({ state: 'attached' });
  // Give handlers (onload, onerror, autofocus, animations) time to fire.
  await page.waitForTimeout(1500);
  await page.mouse.move(50, 50);
  await page.keyboard.press('Tab');
  const report = await page.evaluate(() => {
    const root = document.getElementById('storybook-root') as HTMLElement;
    const all = [...root.querySelectorAll('*')];
    return {
      pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null,
      scripts: root.querySelectorAll('script, iframe, object, embed, svg, math, form').length,
      handlers: all.flatMap((el) =>
        [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${el.tagName} ${a.name}`),
      ),
      unsafe: all.flatMap((el) =>
        ['href', 'src', 'action', 'formaction']
          .map((name) => el.getAttribute(name) ?? '')
          .filter((v) => /^\s*(javascript|vbscript|file|data:(?!image\/(gif|png|jpeg|webp)))/i.test(v)),
      ),
    };
  });
  expect(dialogs).toEqual([]);
  expect(report).toEqual({ pwned: null, scripts: 0, handlers: [], unsafe: [] });
});
