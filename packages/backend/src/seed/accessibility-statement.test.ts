import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedFooter, seedPages } from './content.js';
import { seedFooterNl, seedPagesNl } from './content.nl.js';

/**
 * The accessibility statement says what the audit's grid says (RGAA 4.1, docs/accessibility.md):
 * the rate comes from the grid, every criterion judged by a person, and the result table, the two
 * statements (the seed's `accessibilite` pages) and the footers' mention repeat it. Change one, and
 * this fails until the others follow.
 */

const root = new URL('../../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

const audit = read('docs/accessibility.md');
const messages = {
  fr: JSON.parse(read('site/messages/fr.json')) as Record<string, string>,
  nl: JSON.parse(read('site/messages/nl.json')) as Record<string, string>,
};

/** RGAA 4.1's 13 themes, their number of criteria, and their names in the two statements. */
const THEMES = [
  { criteria: 9, grid: 'Images', fr: 'Images', nl: 'Afbeeldingen' },
  { criteria: 2, grid: 'Cadres', fr: 'Cadres', nl: 'Kaders (frames)' },
  { criteria: 3, grid: 'Couleurs', fr: 'Couleurs', nl: 'Kleuren' },
  { criteria: 13, grid: 'Multimédia', fr: 'Multimédia', nl: 'Multimedia' },
  { criteria: 8, grid: 'Tableaux', fr: 'Tableaux', nl: 'Tabellen' },
  { criteria: 2, grid: 'Liens', fr: 'Liens', nl: 'Links' },
  { criteria: 5, grid: 'Scripts', fr: 'Scripts', nl: 'Scripts' },
  { criteria: 10, grid: 'Éléments obligatoires', fr: 'Éléments obligatoires', nl: 'Verplichte elementen' },
  {
    criteria: 4,
    grid: 'Structuration de l’information',
    fr: 'Structuration de l’information',
    nl: 'Structuur van de informatie',
  },
  {
    criteria: 14,
    grid: 'Présentation de l’information',
    fr: 'Présentation de l’information',
    nl: 'Presentatie van de informatie',
  },
  { criteria: 13, grid: 'Formulaires', fr: 'Formulaires', nl: 'Formulieren' },
  { criteria: 11, grid: 'Navigation', fr: 'Navigation', nl: 'Navigatie' },
  { criteria: 12, grid: 'Consultation', fr: 'Consultation', nl: 'Raadpleging' },
] as const;

const STATUSES = ['conforme', 'non conforme', 'non applicable'] as const;
type Status = (typeof STATUSES)[number];
interface Counts {
  conforme: number;
  nonConforme: number;
  nonApplicable: number;
}

/** A section of a markdown text: from its heading to the next heading of its level or above. */
function section(text: string, heading: string): string {
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`« ${heading} » introuvable`);
  const level = heading.match(/^#+/)?.[0].length ?? 1;
  const after = text.slice(start + heading.length + 2);
  const end = after.search(new RegExp(`\\n#{1,${level}} `));
  return end < 0 ? after : after.slice(0, end);
}

/** The cells of a markdown table's row, trimmed. */
const cellsOf = (line: string) =>
  line
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());

/** The grid: each theme's criteria in order, with the status a person gave each. */
function readGrid() {
  const grid = section(audit, '## Grid');
  return THEMES.map((theme, index) => {
    const rows = section(grid, `### ${index + 1}. ${theme.grid}`)
      .split('\n')
      .filter((line) => /^\|\s*\d+\.\d+\s*\|/.test(line))
      .map(cellsOf)
      .map(([number, , status]) => ({ number: number as string, status: status as Status }));
    return { ...theme, rows };
  });
}

const count = (statuses: Status[]): Counts => ({
  conforme: statuses.filter((status) => status === 'conforme').length,
  nonConforme: statuses.filter((status) => status === 'non conforme').length,
  nonApplicable: statuses.filter((status) => status === 'non applicable').length,
});

/** RGAA's rate: met over met and not met, rounded down to two decimals (never up to 100 %). */
const rateOf = ({ conforme, nonConforme }: Counts) => Math.floor((conforme / (conforme + nonConforme)) * 10_000) / 100;
const written = (rate: number) => String(rate).replace('.', ',');

/** RGAA's status: totally compliant at 100 %, partially from 50 %, not compliant below. */
const statusOf = (rate: number) =>
  rate === 100
    ? { fr: 'totalement conforme', nl: 'volledig conform' }
    : rate >= 50
      ? { fr: 'partiellement conforme', nl: 'gedeeltelijk conform' }
      : { fr: 'non conforme', nl: 'niet conform' };

const grid = readGrid();
const themes = grid.map((theme) => ({ ...theme, counts: count(theme.rows.map((row) => row.status)) }));
const total = count(grid.flatMap((theme) => theme.rows.map((row) => row.status)));
const rate = rateOf(total);
const status = statusOf(rate);
const failing = grid.flatMap((theme) =>
  theme.rows.filter((row) => row.status === 'non conforme').map((row) => row.number),
);

const statement = {
  fr: seedPages.find((page) => page.key === 'accessibilite')?.markdown ?? '',
  nl: seedPagesNl.find((page) => page.key === 'accessibilite')?.markdown ?? '',
};

describe('RGAA statement: the grid, its result, both statements and the footers say the same', () => {
  it('the grid holds the 106 criteria of RGAA 4.1, theme by theme and in order, each conforme, non conforme or non applicable', () => {
    for (const [index, theme] of grid.entries()) {
      expect(
        theme.rows.map((row) => row.number),
        theme.grid,
      ).toEqual(Array.from({ length: theme.criteria }, (_, n) => `${index + 1}.${n + 1}`));
      for (const row of theme.rows) expect(STATUSES, `critère ${row.number}`).toContain(row.status);
    }
    expect(total.conforme + total.nonConforme + total.nonApplicable).toBe(106);
  });

  it('the result table gives each theme’s counts and the total, the rate and the status computed from the grid', () => {
    const result = section(audit, '## Result');
    const rows = result
      .split('\n')
      .filter((line) => /^\|\s*(\d+\.|\*\*total)/.test(line))
      .map(cellsOf)
      .map((cells) => cells.map((cell) => cell.replaceAll('**', '')));
    expect(rows).toEqual([
      ...themes.map((theme, index) => [
        `${index + 1}. ${theme.grid}`,
        String(theme.counts.conforme),
        String(theme.counts.nonConforme),
        String(theme.counts.nonApplicable),
      ]),
      ['total (106 critères)', String(total.conforme), String(total.nonConforme), String(total.nonApplicable)],
    ]);
    expect(result).toContain(`**${total.conforme} / (${total.conforme} + ${total.nonConforme}) = ${written(rate)} %**`);
    expect(result.replace(/\s+/g, ' ')).toContain(`the site is **${status.fr}**`);
  });

  it('the non-conformities table names every criterion the grid finds failing, and none other', () => {
    const named = section(audit, '## Non-conformities and what is planned')
      .split('\n')
      .filter((line) => /^\|\s*\d+\.\d+/.test(line))
      .flatMap((line) => (cellsOf(line)[0] ?? '').split(/,\s*/));
    expect(named).toEqual(failing);
  });

  it('the French statement: status, rate, counts, counts per theme and the non-conformities of the grid', () => {
    const text = statement.fr;
    expect(text).toContain(`Le site de la boutique Gamelle est **${status.fr}** avec le référentiel`);
    expect(text).toContain(
      `- **${written(rate)} %** des critères du RGAA version 4.1 sont respectés : ${total.conforme} des ${total.conforme + total.nonConforme} critères qui s’appliquent au site sont conformes ;`,
    );
    expect(text).toMatch(
      total.nonConforme === 0
        ? /\n- aucun critère n’est non conforme ;/
        : new RegExp(`\\n- ${total.nonConforme} critères? (est|sont) non conformes? ;`),
    );
    expect(text).toContain(`\n- ${total.nonApplicable} critères ne s’appliquent pas au site`);
    for (const [index, theme] of themes.entries()) {
      const { conforme, nonConforme, nonApplicable } = theme.counts;
      const end = index === themes.length - 1 ? '.' : ' ;';
      expect(text).toContain(`\n- ${theme.fr} : ${conforme}, ${nonConforme} et ${nonApplicable}${end}`);
    }
    const named = [...section(text, '### Non-conformités').matchAll(/\*\*Critère (\d+\.\d+)\*\*/g)].map((m) => m[1]);
    expect(named).toEqual(failing);
    if (failing.length === 0) expect(section(text, '### Non-conformités').trim()).toBe('Aucune.');
  });

  it('the Dutch statement: the same status, rate, counts and non-conformities, in Dutch', () => {
    const text = statement.nl;
    expect(text).toContain(`De website van de winkel Gamelle is **${status.nl}** met het`);
    expect(text).toContain(
      `- **${written(rate)}%** van de criteria van de RGAA versie 4.1 nageleefd worden: ${total.conforme} van de ${total.conforme + total.nonConforme} criteria die op de website van toepassing zijn, zijn conform;`,
    );
    expect(text).toMatch(
      total.nonConforme === 0
        ? /\n- er geen niet-conforme criteria zijn;/
        : new RegExp(`\\n- ${total.nonConforme} (criterium|criteria) niet conform (is|zijn);`),
    );
    expect(text).toContain(`\n- ${total.nonApplicable} criteria niet van toepassing zijn op de website`);
    for (const [index, theme] of themes.entries()) {
      const { conforme, nonConforme, nonApplicable } = theme.counts;
      const end = index === themes.length - 1 ? '.' : ';';
      expect(text).toContain(`\n- ${theme.nl}: ${conforme}, ${nonConforme} en ${nonApplicable}${end}`);
    }
    const named = [...section(text, '### Tekortkomingen').matchAll(/\*\*Criterium (\d+\.\d+)\*\*/g)].map((m) => m[1]);
    expect(named).toEqual(failing);
    if (failing.length === 0) expect(section(text, '### Tekortkomingen').trim()).toBe('Geen.');
  });

  it('the footers’ mention, in the seed and in the site’s messages, and the e2e test that follows it, give the status', () => {
    const french = `Accessibilité : ${status.fr}`;
    const dutch = `Toegankelijkheid: ${status.nl}`;
    const link = (footer: typeof seedFooter) =>
      footer.legal.filter((entry) => entry.href === '/page/accessibilite/').map((entry) => entry.label);
    expect(link(seedFooter)).toEqual([french]);
    expect(link(seedFooterNl)).toEqual([dutch]);
    expect(messages.fr['layout.accessibility']).toBe(french);
    expect(messages.nl['layout.accessibility']).toBe(dutch);
    expect(audit.replace(/\s+/g, ' ')).toContain(`as « ${french} » (« ${dutch} » in Dutch)`);
    const e2e = read('site/e2e/routes.spec.ts');
    expect([...e2e.matchAll(/'Accessibilité : [^']+'/g)].map((m) => m[0])).toEqual([`'${french}'`, `'${french}'`]);
  });
});
