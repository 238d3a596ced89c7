import { DEFAULT_LOCALE, foldAccents, type Locale, type Product } from '@gamelle/domain';
import { create, insertMultiple, type Orama, search } from '@orama/orama';
import { stemmer as dutchStemmer } from '@orama/stemmers/dutch';
import { stemmer as frenchStemmer } from '@orama/stemmers/french';
import { stopwords as dutchStopwords } from '@orama/stopwords/dutch';
import { stopwords as frenchStopwords } from '@orama/stopwords/french';
import { localizeProduct, productSummary, translationOf } from '../catalogue/render.js';
import { typoBudget, Vocabulary } from './typos.js';

const schema = {
  sku: 'string',
  name: 'string',
  brand: 'string',
  description: 'string',
  protein: 'string',
  /** The French name, also searched in another language (a Belgian shopper may type « croquettes »). */
  frenchName: 'string',
  animal: 'enum',
  foodType: 'enum',
  brandFacet: 'enum',
  bestSellerRank: 'number',
  createdAt: 'number',
} as const;

type SearchIndex = Orama<typeof schema>;

/** Accents folded before stemming, so « pâtée », « patée » and « patee » meet. */
const stopWords = [...new Set(frenchStopwords.map(foldAccents))];

/**
 * The Dutch index folds its texts and queries before Orama splits them (its Dutch splitter keeps
 * few accented letters: « paté » and « pate » meet, and a French name typed there is still found).
 */
const foldForDutch = (text: string) => foldAccents(text).replace(/œ/g, 'oe').replace(/æ/g, 'ae');
const dutchStopWords = [...new Set(dutchStopwords.map(foldForDutch))];

/**
 * Punctuation splits words, in the index's texts and in a query alike: anything but a letter or a
 * digit is a space before Orama's splitter reads the text (its French splitter keeps hyphens, its
 * Dutch one apostrophes, hyphens and underscores, neither « ’ »). Every word of a query must then
 * match (`threshold: 0` below), and the typo tolerance is judged on those words: « x(croquettes) »
 * is « x croquettes », « 5087=5087 » is « 5087 5087 », « croquettes-chien » is « croquettes chien ».
 */
const NOT_A_WORD = /[^\p{L}\p{N}]+/gu;
export const searchWords = (text: string): string => text.replace(NOT_A_WORD, ' ').trim();

/** A word with a digit (« 5087 », « 12kg ») is a quantity or a reference: matched as typed, never with a typo. */
const HAS_DIGIT = /\d/;

/** The tokenizer of each language's index: its stemmer and stop words, accents folded. */
const TOKENIZERS: Record<Locale, object> = {
  fr: { language: 'french', stemming: true, stemmer: (word: string) => frenchStemmer(foldAccents(word)), stopWords },
  nl: {
    language: 'dutch',
    stemming: true,
    stemmer: (word: string) => dutchStemmer(foldForDutch(word)),
    stopWords: dutchStopWords,
  },
};

/**
 * How each language's index reads the words of a text, for its vocabulary and the query's typos:
 * `prepare` the text as the index's tokenizer gets it, `words` the letters its splitter keeps
 * (Orama's French and Dutch splitters, without the hyphens and apostrophes `searchWords` has made
 * spaces), `fold` a word to the form the vocabulary keeps (accents and case folded, as the stemmers
 * see them).
 */
const READING: Record<Locale, { prepare: (text: string) => string; words: RegExp; fold: (word: string) => string }> = {
  fr: { prepare: (text) => text.toLowerCase(), words: /[a-z0-9äâàéèëêïîöôùüûœç]+/g, fold: foldAccents },
  // The Dutch index folds its texts and queries first: its words are folded already.
  nl: { prepare: foldForDutch, words: /[a-z0-9]+/g, fold: (word) => word },
};

/** The searched texts of each language's index. */
const SEARCHED: Record<Locale, ('name' | 'brand' | 'protein' | 'description' | 'frenchName')[]> = {
  fr: ['name', 'brand', 'protein', 'description'],
  nl: ['name', 'brand', 'protein', 'description', 'frenchName'],
};

export const SEARCH_SORTS = ['relevancy', 'best_sellers', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface SearchQuery {
  q: string;
  animal?: 'dog' | 'cat';
  foodType?: 'dry' | 'wet' | 'treat';
  brand?: string;
  sort: SearchSort;
  page: number;
  hitsPerPage: number;
  /** Words the index does not know are corrected; false only to measure without. */
  correctTypos?: boolean;
}

/**
 * The embedded full-text index of the search service (Orama), one per language: the products'
 * texts in that language (ADR 0019) with its stemming and stop words, accent folding, typo
 * tolerance, facets on animal, food type and brand. The Dutch index also searches the French names.
 * Hits are the products in the index's language.
 *
 * Typos: each query word the index does not know is corrected to the nearest word
 * of the index's vocabulary (`typos.ts`), built with the index, and the answer says so
 * (`correctedQuery`); when nothing matches, a `suggestion` that finds products, if any.
 */
export class ProductSearch {
  private constructor(
    private readonly index: SearchIndex,
    private readonly docs: Map<string, Product>,
    private readonly locale: Locale,
    private readonly vocabulary: Vocabulary,
  ) {}

  static async build(
    catalogue: readonly { doc: Product; bestSellerRank: number }[],
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<ProductSearch> {
    const index = create({ schema, components: { tokenizer: TOKENIZERS[locale] } });
    const fold = locale === DEFAULT_LOCALE ? searchWords : (text: string) => searchWords(foldForDutch(text));
    const docs = new Map<string, Product>();
    const rows = catalogue
      .filter(({ doc }) => doc.kind !== 'sample' && doc.viewable !== false)
      .map(({ doc: stored, bestSellerRank }) => {
        docs.set(stored.sku, stored);
        const doc = localizeProduct(stored, locale);
        const proteinLabels = translationOf(stored, locale)?.filters?.proteine ?? {};
        return {
          sku: doc.sku,
          name: fold(doc.name),
          brand: fold(doc.brand ?? ''),
          description: fold(`${doc.shortDescription ?? ''} ${doc.composition ?? ''}`),
          protein: fold((doc.filters.proteine ?? []).map((value) => proteinLabels[value] ?? value).join(' ')),
          frenchName: locale === DEFAULT_LOCALE ? '' : fold(stored.name),
          animal: doc.animal,
          foodType: doc.foodType,
          brandFacet: doc.brand ?? '',
          bestSellerRank,
          createdAt: Date.parse(doc.createdAt ?? '') || 0,
        };
      });
    await insertMultiple(index, rows, 500);
    // The vocabulary of the searched texts, with the stems the index holds (its own tokenizer's).
    const vocabulary = new Vocabulary();
    const reading = READING[locale];
    // The same words come back in product after product: each is folded and stemmed once.
    const readWords = new Map<string, { word: string; stem: string }[]>();
    for (const row of rows) {
      const words: { word: string; stem: string }[] = [];
      for (const property of SEARCHED[locale]) {
        // The Dutch rows are folded already.
        const text = locale === DEFAULT_LOCALE ? reading.prepare(row[property]) : row[property];
        for (const raw of text.match(reading.words) ?? []) {
          let read = readWords.get(raw);
          if (!read) {
            const word = reading.fold(raw);
            read = index.tokenizer.tokenize(raw, index.tokenizer.language).map((stem) => ({ word, stem }));
            readWords.set(raw, read);
          }
          for (const stem of read) words.push(stem);
        }
      }
      vocabulary.addProduct(words);
    }
    return new ProductSearch(index, docs, locale, vocabulary);
  }

  /**
   * The query with each word the index does not know (after its folding and stemming; a stop word,
   * a stem of the index or the start of one is known) replaced by the nearest word of the
   * vocabulary within its typo budget plus `extraTypos`. Words under 4 letters, with a digit, or
   * known are kept as typed. With `drop`, a word with no near word is left out (a suggestion).
   * `replaced` counts the words replaced.
   */
  private respell(typed: string, { extraTypos, drop }: { extraTypos: number; drop: boolean }) {
    let replaced = 0;
    const language = this.index.tokenizer.language;
    const text = typed
      .replace(/\S+/g, (piece) => {
        let changed = false;
        const reading = READING[this.locale];
        const respelled = reading.prepare(piece).replace(reading.words, (raw) => {
          const stems = this.index.tokenizer.tokenize(raw, language);
          if (stems.every((stem) => this.vocabulary.knows(stem))) return raw;
          const word = reading.fold(raw);
          const budget = typoBudget(word);
          const near = budget > 0 ? this.vocabulary.nearest(word, budget + extraTypos) : undefined;
          if (near !== undefined) {
            replaced += 1;
            changed = true;
            return near;
          }
          if (!drop) return raw;
          changed = true;
          return '';
        });
        return changed ? respelled : piece;
      })
      .replace(/\s+/g, ' ')
      .trim();
    return { text, replaced };
  }

  /**
   * Searches the index. `current`, when given, reads the hits' documents as they are now (stock
   * counts change with every order and never rebuild the index, ADR 0022); a hit it no longer
   * finds is left out. Without it, hits are the documents the index was built from.
   */
  async query(query: SearchQuery, current?: (skus: readonly string[]) => Promise<ReadonlyMap<string, Product>>) {
    const started = performance.now();
    const typed = query.q.trim();
    const page = { limit: query.hitsPerPage, offset: (query.page - 1) * query.hitsPerPage };
    const corrected =
      typed && query.correctTypos !== false
        ? this.respell(typed, { extraTypos: 0, drop: false })
        : { text: typed, replaced: 0 };
    let result = await this.find(corrected.text, query, page);
    let correctedQuery = corrected.replaced > 0 ? corrected.text : undefined;
    if (result.count === 0 && correctedQuery !== undefined) {
      // Never fewer products than the words as typed find (the index's own tolerance may meet them).
      const asTyped = await this.find(typed, query, page);
      if (asTyped.count > 0) {
        result = asTyped;
        correctedQuery = undefined;
      }
    }
    let suggestion: string | undefined;
    if (result.count === 0 && typed && query.correctTypos !== false) {
      // « Did you mean »: one typo more per word, the words with no near word left out; offered
      // only when it finds products with the same filters.
      const near = this.respell(typed, { extraTypos: 1, drop: true });
      if (near.replaced > 0 && near.text !== corrected.text) {
        // Without the index's own tolerance: the suggestion's words are words of the index.
        const found = await this.find(near.text, query, { limit: 1, offset: 0 }, { facets: false, tolerance: false });
        if (found.count > 0) suggestion = near.text;
      }
    }
    const facet = (name: string) =>
      Object.fromEntries(Object.entries(result.facets?.[name]?.values ?? {}).filter(([, n]) => n > 0));
    const skus = result.hits.map((hit) => hit.document.sku);
    const docs = current ? await current(skus) : this.docs;
    return {
      hits: skus
        .map((sku) => docs.get(sku))
        .filter((doc): doc is Product => Boolean(doc))
        .map((doc) => productSummary(doc, this.locale)),
      nbHits: result.count,
      page: query.page,
      nbPages: Math.ceil(result.count / query.hitsPerPage),
      hitsPerPage: query.hitsPerPage,
      facets: { animal: facet('animal'), foodType: facet('foodType'), brand: facet('brandFacet') },
      query: query.q,
      ...(correctedQuery !== undefined ? { correctedQuery } : {}),
      ...(suggestion !== undefined ? { suggestion } : {}),
      processingTimeMs: Math.round(performance.now() - started),
    };
  }

  /** One search of the index for these words, with the query's filters and sort. */
  private async find(
    words: string,
    query: SearchQuery,
    { limit, offset }: { limit: number; offset: number },
    { facets = true, tolerance = true } = {},
  ) {
    const where: Record<string, unknown> = {};
    if (query.animal) where.animal = { eq: query.animal };
    if (query.foodType) where.foodType = { eq: query.foodType };
    if (query.brand) where.brandFacet = { eq: query.brand };
    // The words as the index reads its texts: punctuation is a space there too.
    const term = searchWords(this.locale === DEFAULT_LOCALE ? words : foldForDutch(words));
    const split = term === '' ? [] : term.split(' ');
    // Dutch stems are much shorter than their words (« katten » is « kat »): the tolerance follows
    // the stems there, or « katten » would find « paté » (« pat »).
    const shortest = Math.min(...split.map((w) => (this.locale === DEFAULT_LOCALE ? w : dutchStemmer(w)).length));
    return search(this.index, {
      term,
      properties: SEARCHED[this.locale],
      boost: { name: 3, protein: 2, brand: 1.5 },
      // Typo tolerance follows the shortest word: « chat » must not find « chiot »; none beside a
      // number (« 5087 » two typos from « 50 » would find what has nothing of it).
      tolerance: !tolerance || split.some((w) => HAS_DIGIT.test(w)) ? 0 : shortest >= 8 ? 2 : shortest >= 5 ? 1 : 0,
      // Every word must match (a shopper narrowing « croquettes chat » expects no dog food).
      threshold: 0,
      where: where as never,
      ...(facets ? { facets: { animal: {}, foodType: {}, brandFacet: {} } } : {}),
      ...(query.sort === 'best_sellers'
        ? { sortBy: { property: 'bestSellerRank', order: 'ASC' as const } }
        : query.sort === 'newest' || term === ''
          ? {
              sortBy: {
                property: query.sort === 'newest' ? 'createdAt' : 'bestSellerRank',
                order: query.sort === 'newest' ? ('DESC' as const) : ('ASC' as const),
              },
            }
          : {}),
      limit,
      offset,
    });
  }
}
