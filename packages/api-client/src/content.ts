import {
  type Footer,
  footerSchema,
  type Header,
  headerSchema,
  productSchema,
  type Shop,
  shopSchema,
} from '@gamelle/domain';
import { z } from 'zod';
import type { HttpClient } from './http.js';

/** The content API wraps every answer as `{ data, meta }` (Strapi-like). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data, meta: z.record(z.string(), z.unknown()).default({}) });
}

/** A product at render level 1 or 2, with the prices the content API computes (SPEC §3). */
export const renderedProductSchema = productSchema.extend({
  price: z.number().int().nullable(),
  subscriptionPrice: z.number().int().nullable(),
  renderLevel: z.union([z.literal(1), z.literal(2)]),
});
export type RenderedProduct = z.infer<typeof renderedProductSchema>;

export const categorySchema = z.object({
  key: z.string(),
  title: z.string(),
  parent: z.string().nullable(),
  animal: z.enum(['dog', 'cat']),
  foodType: z.enum(['dry', 'wet', 'treat']).optional(),
  description: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const contentPageSchema = z.object({ key: z.string(), title: z.string(), markdown: z.string() });
export type ContentPage = z.infer<typeof contentPageSchema>;

export const landingSchema = contentPageSchema.extend({
  cta: z.object({ href: z.string(), label: z.string() }).nullable().optional(),
});
export type Landing = z.infer<typeof landingSchema>;

export const crossSellSchema = z.object({
  key: z.string(),
  main_product: z.string().nullable(),
  products: z.array(z.object({ sku: z.string() })),
});
export type CrossSell = z.infer<typeof crossSellSchema>;

export const homeSchema = z.object({ title: z.string(), description: z.string(), blocks: z.array(z.unknown()) });
export type Home = z.infer<typeof homeSchema>;

export const faqTopicSchema = z.object({
  topic: z.string(),
  entries: z.array(z.object({ id: z.number(), question: z.string(), answer: z.string() })),
});
export type FaqTopic = z.infer<typeof faqTopicSchema>;

const paginationSchema = z.object({ page: z.number(), pageSize: z.number(), pageCount: z.number(), total: z.number() });

export interface ProductListQuery {
  animal?: 'dog' | 'cat';
  foodType?: 'dry' | 'wet' | 'treat';
  category?: string;
  sort?: 'relevancy' | 'best_sellers' | 'newest';
  page?: number;
  pageSize?: number;
  /** Ask for the facet counts of the listing's scope. */
  facets?: boolean;
  /** Render level of the products (SPEC §9): 1 summary (default), 2 full. */
  render?: 1 | 2;
}

/** Content-system calls (SPEC §7). `http` is a client whose base URL is the content API (`…/cms`). */
export function createContentClient(http: HttpClient) {
  return {
    /** `GET /b2c-header` — header record: navigation, promotional banner, support hours. */
    async getHeader(): Promise<Header> {
      return (await http.get('/b2c-header', { schema: envelope(headerSchema) })).data;
    },
    /** `GET /b2c-footer` — footer columns and legal links. */
    async getFooter(): Promise<Footer> {
      return (await http.get('/b2c-footer', { schema: envelope(footerSchema) })).data;
    },
    /** `GET /b2c-categories` — the category tree under /chien/ and /chat/. */
    async getCategories(): Promise<Category[]> {
      return (await http.get('/b2c-categories', { schema: envelope(z.array(categorySchema)) })).data;
    },
    /** `GET /b2c-products?filters…&sort&page&pageSize&render=1` — a page of visible products. */
    async listProducts(query: ProductListQuery = {}) {
      return http.get('/b2c-products', {
        query: {
          'filters[animal]': query.animal,
          'filters[foodType]': query.foodType,
          'filters[category]': query.category,
          sort: query.sort,
          page: query.page,
          pageSize: query.pageSize,
          facets: query.facets ? 'true' : undefined,
          render: query.render ?? 1,
        },
        schema: z.object({
          data: z.array(renderedProductSchema),
          meta: z.object({
            pagination: paginationSchema,
            facets: z
              .record(
                z.string(),
                z.array(z.object({ value: z.string(), count: z.number(), label: z.string().optional() })),
              )
              .optional(),
          }),
        }),
      });
    },
    /** `GET /b2c-products/{slug}?render=2`, or `sku-{sku}` — one product in full. */
    async getProduct(slugOrSku: { slug: string } | { sku: string }): Promise<RenderedProduct> {
      const id = 'sku' in slugOrSku ? `sku-${encodeURIComponent(slugOrSku.sku)}` : encodeURIComponent(slugOrSku.slug);
      return (await http.get(`/b2c-products/${id}`, { query: { render: 2 }, schema: envelope(renderedProductSchema) }))
        .data;
    },
    /** `GET /b2c-samples/{slug}?render=2` — a sample product. */
    async getSample(slug: string): Promise<RenderedProduct> {
      return (
        await http.get(`/b2c-samples/${encodeURIComponent(slug)}`, {
          query: { render: 2 },
          schema: envelope(renderedProductSchema),
        })
      ).data;
    },
    /** `GET /b2c-products?filters[sku][$in]=…&render=1` — products by sku, in the order asked. */
    async getProductsBySkus(skus: readonly string[]): Promise<RenderedProduct[]> {
      if (skus.length === 0) return [];
      return (
        await http.get('/b2c-products', {
          query: { 'filters[sku][$in]': skus.join(','), render: 1 },
          schema: envelope(z.array(renderedProductSchema)),
        })
      ).data;
    },
    /** `GET /b2c-products/b2c-categories/{category}?exclude=` — the category's cross-sell (SPEC §7). */
    async getCategoryCrossSell(category: string, exclude?: string, limit = 4): Promise<RenderedProduct[]> {
      return (
        await http.get(`/b2c-products/b2c-categories/${category.split('/').map(encodeURIComponent).join('/')}`, {
          query: { exclude, limit },
          schema: envelope(z.array(renderedProductSchema)),
        })
      ).data;
    },
    /** `GET /b2c-cross-sells/{key}` — `cross_sell_produit_{animalType}` or `cross_sell_divers` (SPEC §7). */
    async getCrossSell(key: string): Promise<CrossSell> {
      return (await http.get(`/b2c-cross-sells/${encodeURIComponent(key)}`, { schema: envelope(crossSellSchema) }))
        .data;
    },
    /** `GET /b2c-home` — the home page's title, description and content blocks. */
    async getHome(): Promise<Home> {
      return (await http.get('/b2c-home', { schema: envelope(homeSchema) })).data;
    },
    /** `GET /b2c-faqs?q=` — FAQ entries grouped by topic, filtered by a query. */
    async getFaqs(q?: string): Promise<FaqTopic[]> {
      return (await http.get('/b2c-faqs', { query: { q }, schema: envelope(z.array(faqTopicSchema)) })).data;
    },
    /** `GET /b2c-shops` — the physical shops with their hours. */
    async getShops(): Promise<Shop[]> {
      return (await http.get('/b2c-shops', { schema: envelope(z.array(shopSchema)) })).data;
    },
    /** `GET /b2c-shops/{slug}` — one shop. */
    async getShop(slug: string): Promise<Shop> {
      return (await http.get(`/b2c-shops/${encodeURIComponent(slug)}`, { schema: envelope(shopSchema) })).data;
    },
    /** `GET /b2c-pages` — every content page. */
    async listPages(): Promise<ContentPage[]> {
      return (await http.get('/b2c-pages', { schema: envelope(z.array(contentPageSchema)) })).data;
    },
    /** `GET /b2c-landings` — every landing page. */
    async listLandings(): Promise<Landing[]> {
      return (await http.get('/b2c-landings', { schema: envelope(z.array(landingSchema)) })).data;
    },
    /** `GET /b2c-landings/{key}` — a landing page (shown without layout). */
    async getLanding(key: string): Promise<Landing> {
      return (await http.get(`/b2c-landings/${encodeURIComponent(key)}`, { schema: envelope(landingSchema) })).data;
    },
    /** `GET /b2c-pages/{key}` — a content page (legal pages, about us). */
    async getPage(key: string): Promise<ContentPage> {
      return (await http.get(`/b2c-pages/${encodeURIComponent(key)}`, { schema: envelope(contentPageSchema) })).data;
    },
  };
}

export type ContentClient = ReturnType<typeof createContentClient>;
