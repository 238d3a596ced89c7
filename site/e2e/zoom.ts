import type { Page } from '@playwright/test';

/**
 * What an auditor checks on a page with a browser's own settings, without a tool of the shop's:
 *
 * - reflow (WCAG 1.4.10, RGAA 10.11): in a window 320 px wide, and at 200 % zoom of a 1280 × 800
 *   window (640 × 400 CSS pixels), the page scrolls one way only — it is no wider than the window;
 * - text-only zoom (WCAG 1.4.4, RGAA 10.4): the root font size at 200 %, as a browser's text size
 *   setting makes it (every size of the theme is relative to it), no text is cut off by a box that
 *   keeps its size, and the page is still no wider than the window;
 * - text spacing (WCAG 1.4.12, RGAA 10.12): the line height at 1.5, paragraphs 2 em apart, letters
 *   0.12 em and words 0.16 em apart, as the criterion's bookmarklet sets them: no text cut off.
 *
 * `readingProblems` runs the three on the page where it is and gives it back as it was (its window's
 * size, its text, its scroll), so that a walk goes on from there.
 */
export async function readingProblems(page: Page, label: string): Promise<string[]> {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  const problems: string[] = [];
  for (const [width, height] of [
    [320, 640],
    [640, 400],
  ] as const) {
    await page.setViewportSize({ width, height });
    const wide = await widthOf(page);
    if (wide > width)
      problems.push(`${label} à ${width} × ${height} : ${wide} px de large (${await pastTheEdge(page)})`);
  }
  await page.setViewportSize(size);
  await nextFrames(page);

  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  const wideText = await widthOf(page);
  if (wideText > size.width)
    problems.push(`${label}, texte à 200 % : ${wideText} px de large pour ${size.width} (${await pastTheEdge(page)})`);
  for (const text of await clippedTexts(page)) problems.push(`${label}, texte à 200 % : ${text}`);
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '';
  });

  // A constructed sheet, as a user style sheet or an extension adds it (the shop's CSP, rightly,
  // refuses a `<style>` element it has no hash for).
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-block-end: 2em !important; }',
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  for (const text of await clippedTexts(page)) problems.push(`${label}, espacement du texte : ${text}`);
  await page.evaluate(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
  });

  await page.evaluate(() => window.scrollTo(0, 0));
  await nextFrames(page);
  return problems;
}

const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The innermost elements that reach past the window's right edge, named by tag, class and text. */
const pastTheEdge = (page: Page) =>
  page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    const past = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (element) => element.getBoundingClientRect().right > edge + 1 && !element.closest('[hidden]'),
    );
    return past
      .filter((element) => !past.some((other) => other !== element && element.contains(other)))
      .slice(0, 3)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} « ${(element.textContent ?? '').trim().slice(0, 30)} »`,
      )
      .join(', ');
  });

/** Two frames drawn: what the last change moved is laid out again. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))));

/**
 * The texts cut off on the page as it is styled now: the page seen from top to bottom, half a
 * screen at a time, as a person would scroll it — what is on screen is rendered
 * (`content-visibility: auto`), and each text on screen is compared there with each box around it
 * that clips.
 */
export async function clippedTexts(page: Page): Promise<string[]> {
  const found = new Set<string>();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const screen = page.viewportSize()?.height ?? 720;
  for (let y = 0; y < height; y += screen / 2) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await nextFrames(page);
    const seen = await page.evaluate(clippedOnScreen);
    if (seen.length === 0) continue;
    // A card that just came on screen may be measured in the frame before it is laid out again
    // (`content-visibility: auto` keeps its former size until then): what is cut off stays cut off.
    await nextFrames(page);
    const still = new Set(await page.evaluate(clippedOnScreen));
    for (const text of seen) if (still.has(text)) found.add(text);
  }
  return [...found];
}

/** The texts on screen cut off by their own box or by a box around them that clips (runs in the page). */
function clippedOnScreen(): string[] {
  const scrolls = (style: CSSStyleDeclaration) =>
    ['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY);
  const clips = (style: CSSStyleDeclaration) =>
    style.overflowX !== 'visible' ||
    style.overflowY !== 'visible' ||
    style.contentVisibility === 'auto' ||
    /paint|strict|content/.test(style.contain);
  const found: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    const own = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    if (!own || element.closest('[hidden], [aria-hidden="true"], script, style, template')) continue;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1 || box.bottom < 0 || box.top > window.innerHeight) continue;
    const text = (element.textContent ?? '').trim().slice(0, 40);
    const style = getComputedStyle(element);
    // A box of its own too small for its text (an ellipsis, a fixed height).
    if (
      clips(style) &&
      !scrolls(style) &&
      (element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1)
    ) {
      found.push(`${element.tagName.toLowerCase()} « ${text} » : coupé dans sa boîte`);
      continue;
    }
    // A box around it that clips and is smaller than the text's place (a scrolling box lets it be reached).
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const parentStyle = getComputedStyle(parent);
      if (scrolls(parentStyle)) break;
      if (!clips(parentStyle)) continue;
      const outer = parent.getBoundingClientRect();
      if (box.bottom > outer.bottom + 1 || box.right > outer.right + 1 || box.top < outer.top - 1) {
        found.push(
          `${element.tagName.toLowerCase()} « ${text} » : coupé par ${parent.tagName.toLowerCase()}.${parent.className}`,
        );
        break;
      }
    }
  }
  return found;
}
