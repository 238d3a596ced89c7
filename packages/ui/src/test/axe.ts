import axe from 'axe-core';

/** WCAG 2.2 A and AA rule tags, as the e2e suite scans pages. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on a rendered element and returns the violations, formatted for a readable failure. */
export async function axeViolations(element: Element): Promise<string[]> {
  const result = await axe.run(element, { runOnly: { type: 'tag', values: WCAG_TAGS } });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
