import type { Page } from '@playwright/test';

/**
 * What is left of the browser's own look on a page: every fieldset, table, select and button shown,
 * and any native file input, read from their computed styles (issue « every screen finished »: no
 * browser-default styling). Each answer names the element and what gives it away:
 * - a fieldset with the browser's grooved frame;
 * - a table with the browser's separate borders 2 px apart, or narrower than the room it is given;
 * - a select or a button in the browser's small system font (13.33 px, not the page's typeface), a
 *   button on the browser's grey or outset frame;
 * - a definition list with the browser's 40 px indent before each definition;
 * - a radio button or a checkbox with the browser's uneven margins, off the line of its label;
 * - a native file input on screen (its « Choose File » is the browser's language, not the page's).
 */
export async function browserDefaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      // Not in a closed disclosure nor hidden by `visibility` (`checkVisibility`), and of some size.
      return box.width > 1 && box.height > 1 && element.checkVisibility({ visibilityProperty: true });
    };
    const name = (element: Element) => {
      // As the page reads: a definition list's terms and values apart.
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, spaced as laid out, names the element
      const text = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '')
        .replace(/\s+/g, ' ')
        .trim();
      return `<${element.tagName.toLowerCase()}> « ${text.slice(0, 40)} »`;
    };
    const typeface = getComputedStyle(document.body).fontFamily;
    for (const fieldset of document.querySelectorAll('fieldset')) {
      if (!shown(fieldset)) continue;
      if (getComputedStyle(fieldset).borderTopStyle === 'groove') found.push(`${name(fieldset)}: the browser's frame`);
    }
    for (const table of document.querySelectorAll('table')) {
      if (!shown(table)) continue;
      const style = getComputedStyle(table);
      if (style.borderCollapse === 'separate' && style.borderSpacing === '2px') {
        found.push(`${name(table)}: the browser's separate borders`);
      }
      const parent = table.parentElement;
      if (parent) {
        const room = parent.getBoundingClientRect().width;
        const padding =
          Number.parseFloat(getComputedStyle(parent).paddingLeft) +
          Number.parseFloat(getComputedStyle(parent).paddingRight);
        const width = table.getBoundingClientRect().width;
        if (width < room - padding - 1)
          found.push(`${name(table)}: ${Math.round(width)} px wide of ${Math.round(room - padding)}`);
      }
    }
    for (const control of document.querySelectorAll('select, button')) {
      if (!shown(control)) continue;
      const style = getComputedStyle(control);
      if (style.fontFamily !== typeface) found.push(`${name(control)}: the browser's font (${style.fontFamily})`);
      if (style.fontSize === '13.3333px') found.push(`${name(control)}: the browser's 13.33 px text`);
      if (
        control.tagName === 'BUTTON' &&
        (style.borderTopStyle === 'outset' || style.backgroundColor === 'rgb(239, 239, 239)')
      ) {
        found.push(`${name(control)}: the browser's grey button`);
      }
    }
    for (const list of document.querySelectorAll('dl')) {
      const value = list.querySelector('dd');
      if (shown(list) && value && getComputedStyle(value).marginInlineStart === '40px') {
        found.push(`${name(list)}: the browser's indented definitions`);
      }
    }
    for (const input of document.querySelectorAll('input[type="radio"], input[type="checkbox"]')) {
      const margin = getComputedStyle(input).margin;
      if (shown(input) && (margin === '3px 3px 0px 5px' || margin === '3px 3px 3px 4px')) {
        found.push(
          `${name(input.closest('label') ?? input)}: the browser's margins around its ${input.getAttribute('type')}`,
        );
      }
    }
    for (const input of document.querySelectorAll('input[type="file"]')) {
      if (shown(input) && getComputedStyle(input).opacity !== '0')
        found.push(`${name(input)}: the browser's file input`);
    }
    return found;
  });
}
