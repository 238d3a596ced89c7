import { DEFAULT_LOCALE, foldAccents, type Locale, type Product } from '@gamelle/domain';
import { create, insertMultiple, type Orama, search } from '@orama/orama';
import { stemmer as dutchStemmer } from '@orama/stemmers/dutch';
import { stemmer as frenchStemmer } from '@orama/stemmers/french';
import { stopwords as dutchStopwords } from '@orama/stopwords/dutch';
import { stopwords as frenchStopwords } from '@orama/stopwords/french';
import { localizeProduct, productSummary, translationOf } from '../catalogue/render.js';

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
}

/**
 * The embedded full-text index of the search service (Orama), one per language: the products'
 * texts in that language (issue 27 item 1) with its stemming and stop words, accent folding, typo
 * tolerance, facets on animal, food type and brand. The Dutch index also searches the French names.
 * Hits are the products in the index's language.
 */
export class ProductSearch {
  private constructor(
    private readonly index: SearchIndex,
    private readonly docs: Map<string, Product>,
    private readonly locale: Locale,
  ) {}

  static async build(
    catalogue: readonly { doc: Product; bestSellerRank: number }[],
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<ProductSearch> {
    const index = create({ schema, components: { tokenizer: TOKENIZERS[locale] } });
    const fold = locale === DEFAULT_LOCALE ? (text: string) => text : foldForDutch;
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
    return new ProductSearch(index, docs, locale);
  }

  /**
   * Searches the index. `current`, when given, reads the hits' documents as they are now (stock
   * counts change with every order and never rebuild the index, ADR 0022); a hit it no longer
   * finds is left out. Without it, hits are the documents the index was built from.
   */
  async query(query: SearchQuery, current?: (skus: readonly string[]) => Promise<ReadonlyMap<string, Product>>) {
    const started = performance.now();
    const where: Record<string, unknown> = {};
    if (query.animal) where.animal = { eq: query.animal };
    if (query.foodType) where.foodType = { eq: query.foodType };
    if (query.brand) where.brandFacet = { eq: query.brand };
    const term = this.locale === DEFAULT_LOCALE ? query.q.trim() : foldForDutch(query.q.trim());
    // Dutch stems are much shorter than their words (« katten » is « kat »): the tolerance follows
    // the stems there, or « katten » would find « paté » (« pat »).
    const shortest = Math.min(
      ...term.split(/\s+/).map((w) => (this.locale === DEFAULT_LOCALE ? w : dutchStemmer(w)).length),
    );
    const result = await search(this.index, {
      term,
      properties:
        this.locale === DEFAULT_LOCALE
          ? ['name', 'brand', 'protein', 'description']
          : ['name', 'brand', 'protein', 'description', 'frenchName'],
      boost: { name: 3, protein: 2, brand: 1.5 },
      // Typo tolerance follows the shortest word: « chat » must not find « chiot ».
      tolerance: shortest >= 8 ? 2 : shortest >= 5 ? 1 : 0,
      // Every word must match (a shopper narrowing « croquettes chat » expects no dog food).
      threshold: 0,
      where: where as never,
      facets: { animal: {}, foodType: {}, brandFacet: {} },
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
      limit: query.hitsPerPage,
      offset: (query.page - 1) * query.hitsPerPage,
    });
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
      processingTimeMs: Math.round(performance.now() - started),
    };
  }
}
