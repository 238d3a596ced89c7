// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Dutch everywhere (SPEC §1 languages fr and nl, ADR 0019), no hard-coded language or currency: the
 * kit's components take their words from their tables (each component's `words.ts` in French, `KitLocale/nl.ts` in Dutch,
 * through `useKitMessages()`), never from a literal of their own. This test reads every string
 * literal, template piece and JSX text of the components and content blocks (comments and JSDoc
 * examples are not read; tests and stories are not scanned) and refuses French in them.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const SCANNED = ['components', 'blocks'];
/** The one module allowed to hold words, and files that are not the kit's UI. */
const EXEMPT = [
  /\.test\.tsx?$/,
  /\.stories\.tsx?$/,
  /\.test-helpers\.ts$/,
  /(^|\/)components\/KitLocale\/nl\.ts$/,
  /(^|\/)components\/\w+\/words\.ts$/,
  // Attack strings the sanitiser is tested with, not words of the interface.
  /(^|\/)blocks\/RichContent\/xss-vectors\.ts$/,
];

/** Accented letters of French, its quotes and apostrophe, and the euro sign. */
const FRENCH_CHARACTERS = /[àâäçéèêëîïôöûùüÿœæÀÂÄÇÉÈÊËÎÏÔÖÛÙÜŸŒÆ’«»€]/;
/** An elided article or pronoun written with a plain apostrophe (« d'Ariane », « l'adresse »). */
const ELISION = /\b(?:c|d|j|l|m|n|qu|s|t)'[a-z]/i;
/**
 * Common French words of an interface, written without accents. Not « aide » or « erreur »: the
 * kit's element ids end in `-aide` and `-erreur`, which nobody reads.
 */
const FRENCH_WORDS = [
  'afficher',
  'ajouter',
  'allemagne',
  'ans',
  'annee',
  'arreter',
  'au lieu de',
  'augmenter',
  'avis',
  'belgique',
  'carrousel',
  'champs',
  'chargement',
  'choisis',
  'connais',
  'copier',
  'corrigez',
  'diapositive',
  'diminuer',
  'ferme',
  'fermer',
  'fermeture',
  'fichier',
  'fichiers',
  'formulaire',
  'gratuit',
  'italie',
  'jour',
  'jusqu',
  'ko',
  'lancer',
  'lire',
  'livraison',
  'masquer',
  'mo',
  'mois',
  'naissance',
  'note',
  'nous',
  'nouvel onglet',
  'numero',
  'offerte',
  'ouvert',
  'ouvre',
  'pays',
  'plus que',
  'precedente',
  'retirer',
  'suivante',
  'sur',
  'votre',
  'vous',
];
const FRENCH_WORD = new RegExp(`\\b(?:${FRENCH_WORDS.join('|')})\\b`, 'i');

interface Finding {
  line: number;
  text: string;
  reason: string;
}

function reasonOf(text: string): string | undefined {
  const character = FRENCH_CHARACTERS.exec(text);
  if (character) return `« ${character[0]} »`;
  const word = FRENCH_WORD.exec(text) ?? ELISION.exec(text);
  return word ? `French word « ${word[0]} »` : undefined;
}

/** A call of `console.*`: a message for developers, not a word of the interface. */
function isConsoleCall(node: ts.Node): boolean {
  return (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    ts.isIdentifier(node.expression.expression) &&
    node.expression.expression.text === 'console'
  );
}

/** The French in the literals and JSX text of one source file. */
function hardCodedWords(fileName: string, source: string): Finding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || isConsoleCall(node)) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      const text = node.text;
      const reason = reasonOf(text);
      if (reason) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
        findings.push({ line: line + 1, text: text.trim(), reason });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('no hard-coded words in the kit (SPEC §1 languages fr and nl)', () => {
  it('finds French words, accents, French quotes and « € » in literals, not in comments', () => {
    const sample = [
      '/** « Fermer » in a comment is fine. */',
      'const a = <button aria-label="Fermer">x</button>;',
      `const b = \`\${n} sur \${total}\`;`,
      "const c = 'Copié !';",
      'const d = <span>(nouvel onglet)</span>;',
      "const e = '12 €';",
      'const f = "Fil d\'Ariane";',
      `const g = \`\${id}-erreur\`; // the id's suffix: not a word`,
      "console.warn('Bloc inconnu ignoré');",
      "import { x } from './écran';",
    ].join('\n');
    expect(hardCodedWords('sample.tsx', sample).map(({ line, reason }) => `${line} ${reason}`)).toEqual([
      '2 French word « Fermer »',
      '3 French word « sur »',
      '4 « é »',
      '5 French word « nouvel onglet »',
      '6 « € »',
      "7 French word « d'A »",
    ]);
  });

  it('lets Dutch and English through the word list (only the messages module holds words)', () => {
    expect(hardCodedWords('sample.tsx', "const a = 'Sluiten'; const b = 'Close';")).toEqual([]);
  });

  it('finds none in the components and content blocks: their words come from KIT_MESSAGES', () => {
    const found = SCANNED.flatMap((folder) => sources(join(SRC, folder)))
      .map((path) => relative(SRC, path).split(sep).join('/'))
      .filter((path) => !EXEMPT.some((pattern) => pattern.test(path)))
      .flatMap((path) =>
        hardCodedWords(path, readFileSync(join(SRC, path), 'utf8')).map(
          ({ line, text, reason }) => `src/${path}:${line} ${reason}: ${JSON.stringify(text)}`,
        ),
      );
    expect(found).toEqual([]);
  });
});
