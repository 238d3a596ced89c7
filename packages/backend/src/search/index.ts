import { foldAccents, type Product } from '@gamelle/domain';
import { create, insertMultiple, type Orama, search } from '@orama/orama';
import { stemmer as frenchStemmer } from '@orama/stemmers/french';
import { stopwords as frenchStopwords } from '@orama/stopwords/french';
import { productSummary } from '../catalogue/render.js';

const schema = {
  sku: 'string',
  name: 'string',
  brand: 'string',
  description: 'string',
  protein: 'string',
  animal: 'enum',
  foodType: 'enum',
  brandFacet: 'enum',
  bestSellerRank: 'number',
  createdAt: 'number',
} as const;

type SearchIndex = Orama<typeof schema>;

/** Accents folded before stemming, so « pâtée », « patée » and « patee » meet. */
const stopWords = [...new Set(frenchStopwords.map(foldAccents))];

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
 * The embedded full-text index of the search service (Orama): French stemming and stop words,
 * accent folding, typo tolerance, facets on animal, food type and brand.
 */
export class ProductSearch {
  private constructor(
    private readonly index: SearchIndex,
    private readonly docs: Map<string, Product>,
  ) {}

  static async build(catalogue: readonly { doc: Product; bestSellerRank: number }[]): Promise<ProductSearch> {
    const index = create({
      schema,
      components: {
        tokenizer: {
          language: 'french',
          stemming: true,
          stemmer: (word: string) => frenchStemmer(foldAccents(word)),
          stopWords,
        },
      },
    });
    const docs = new Map<string, Product>();
    const rows = catalogue
      .filter(({ doc }) => doc.kind !== 'sample' && doc.viewable !== false)
      .map(({ doc, bestSellerRank }) => {
        docs.set(doc.sku, doc);
        return {
          sku: doc.sku,
          name: doc.name,
          brand: doc.brand ?? '',
          description: `${doc.shortDescription ?? ''} ${doc.composition ?? ''}`,
          protein: (doc.filters.proteine ?? []).join(' '),
          animal: doc.animal,
          foodType: doc.foodType,
          brandFacet: doc.brand ?? '',
          bestSellerRank,
          createdAt: Date.parse(doc.createdAt ?? '') || 0,
        };
      });
    await insertMultiple(index, rows, 500);
    return new ProductSearch(index, docs);
  }

  async query(query: SearchQuery) {
    const started = performance.now();
    const where: Record<string, unknown> = {};
    if (query.animal) where.animal = { eq: query.animal };
    if (query.foodType) where.foodType = { eq: query.foodType };
    if (query.brand) where.brandFacet = { eq: query.brand };
    const term = query.q.trim();
    const shortest = Math.min(...term.split(/\s+/).map((w) => w.length));
    const result = await search(this.index, {
      term,
      properties: ['name', 'brand', 'protein', 'description'],
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
    return {
      hits: result.hits
        .map((hit) => this.docs.get(hit.document.sku))
        .filter((doc): doc is Product => Boolean(doc))
        .map(productSummary),
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
