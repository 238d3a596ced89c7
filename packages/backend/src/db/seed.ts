import { type Header, socialImagePath } from '@gamelle/domain';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { productColumns } from '../catalogue/product-columns.js';
import { type SeedProduct, seedCatalogue } from '../seed/catalogue.js';
import {
  seedCategories,
  seedFaq,
  seedFooter,
  seedHome,
  seedLandings,
  seedPages,
  seedRedirects,
  seedShops,
} from '../seed/content.js';
import {
  seedCategoriesNl,
  seedFaqNl,
  seedFooterNl,
  seedHeaderNl,
  seedHomeNl,
  seedLandingsNl,
  seedPagesNl,
} from '../seed/content.nl.js';
import { atelierSvg } from '../seed/illustrations/atelier.js';
import { heroSvg } from '../seed/illustrations/hero.js';
import { netWeight, type Packshot, renderPackshot, renderSocialCard } from '../seed/packshots.js';
import type { Database } from './open.js';
import { contentEntries, contentSingletons, images, products, promotionCoupons, redirects } from './schema.js';

/** The header of the shop (SPEC §2 layout), in French. */
export const seedHeader: Header = {
  promoBanner: 'Livraison offerte dès 49 € en France, en Belgique et au Luxembourg',
  navigation: [
    { label: 'Chien', href: '/chien/' },
    { label: 'Chat', href: '/chat/' },
    { label: 'Guide croquettes', href: '/guide-croquettes/' },
    { label: 'Nos magasins', href: '/magasins/' },
    { label: 'FAQ', href: '/faq/' },
    { label: 'Nous contacter', href: '/nous-contacter/' },
  ],
  supportHours: 'Service client du lundi au vendredi, de 9 h à 18 h',
};

/**
 * One of the home page's illustrations, drawn for the brand in SVG in the repository
 * (`seed/illustrations/`), stored as a WebP picture like the product pictures.
 */
async function illustration(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), width: info.width, height: info.height, contentType: 'image/webp' };
}

/**
 * Seeds what is missing and keeps what exists, so a second start never overwrites data. The
 * catalogue is written once, on the first start of an empty database.
 */
export async function seed(db: Database, { now = new Date(), extraProducts = 0 } = {}): Promise<void> {
  await db
    .insert(contentSingletons)
    .values([
      { type: 'b2c-header', locale: 'fr', data: seedHeader },
      { type: 'b2c-footer', locale: 'fr', data: seedFooter },
      { type: 'b2c-home', locale: 'fr', data: seedHome },
      // The same records in Belgian Dutch (the content system answers by locale, ADR 0019).
      { type: 'b2c-header', locale: 'nl', data: seedHeaderNl },
      { type: 'b2c-footer', locale: 'nl', data: seedFooterNl },
      { type: 'b2c-home', locale: 'nl', data: seedHomeNl },
    ])
    .onConflictDoNothing();
  // The Dutch entries, added to a database seeded before them too (each kept if it exists).
  await db
    .insert(contentEntries)
    .values(
      [
        ...seedCategoriesNl.map((c, position) => ({ type: 'category', key: c.key, position, data: c })),
        ...seedPagesNl.map((p, position) => ({ type: 'page', key: p.key, position, data: p })),
        ...seedLandingsNl.map((l, position) => ({ type: 'landing', key: l.key, position, data: l })),
        ...seedFaqNl.map((f, position) => ({
          type: 'faq',
          key: String(position + 1),
          position,
          data: { id: position + 1, ...f },
        })),
      ].map((entry) => ({ ...entry, locale: 'nl' })),
    )
    .onConflictDoNothing();
  // The exit popup's newsletter coupon (SPEC §1, §9: 5 € off a first order), and a thank-you code
  // for returning customers (3 € off from 30 €), which a subscriber may give a next order.
  await db
    .insert(promotionCoupons)
    .values([
      { code: 'BIENVENUE5', amount: 500, minimumItemsTotal: 3000, firstOrderOnly: true },
      { code: 'MERCI3', amount: 300, minimumItemsTotal: 3000 },
    ])
    .onConflictDoNothing();

  const [existing] = await db.select({ n: count() }).from(products);
  if ((existing?.n ?? 0) > 0) return;

  const catalogue = seedCatalogue(now, extraProducts);
  await db.transaction(async (tx) => {
    await insertProducts(tx as unknown as Database, catalogue);
    const entries = [
      ...seedCategories.map((c, position) => ({ type: 'category', key: c.key, position, data: c })),
      ...seedPages.map((p, position) => ({ type: 'page', key: p.key, position, data: p })),
      ...seedLandings.map((l, position) => ({ type: 'landing', key: l.key, position, data: l })),
      ...seedFaq.map((f, position) => ({
        type: 'faq',
        key: String(position + 1),
        position,
        data: { id: position + 1, ...f },
      })),
      ...seedShops.map((s, position) => ({ type: 'shop', key: s.slug, position, data: s })),
      ...crossSells(catalogue.map((c) => c.product)).map((c, position) => ({
        type: 'cross-sell',
        key: c.key,
        position,
        data: c,
      })),
    ];
    await tx
      .insert(contentEntries)
      .values(entries.map((e) => ({ ...e, locale: 'fr' })))
      .onConflictDoNothing();
    await tx.insert(redirects).values(seedRedirects).onConflictDoNothing();
  });
  await insertImages(db, catalogue, now);
  await db
    .insert(images)
    .values([
      { path: 'content/hero.webp', ...(await illustration(heroSvg)), tags: ['contenu'], createdAt: now },
      {
        path: 'content/atelier.webp',
        ...(await illustration(atelierSvg)),
        tags: ['contenu'],
        createdAt: now,
      },
    ])
    .onConflictDoNothing();
}

/**
 * Adds `count` generated products to the catalogue (benchmarks: `node scripts/generate-products.mjs
 * 10000`). Existing products are kept; returns how many were added.
 */
export async function addGeneratedProducts(db: Database, count: number, now = new Date()): Promise<number> {
  const catalogue = seedCatalogue(now, count).slice(48, 48 + count);
  const added = await insertProducts(db, catalogue);
  await insertImages(db, catalogue, now);
  return added;
}

async function insertProducts(db: Database, catalogue: SeedProduct[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < catalogue.length; i += 200) {
    const inserted = await db
      .insert(products)
      .values(
        catalogue.slice(i, i + 200).map(({ product, bestSellerRank, createdAt }) => ({
          sku: product.sku,
          ...productColumns(product),
          bestSellerRank,
          createdAt,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: products.id });
    added += inserted.length;
  }
  return added;
}

/** The packshot a catalogue product is drawn as: its pack, colour, names and its first format's weight. */
function packshotOf({ product, colour }: SeedProduct): Packshot {
  return {
    name: product.name,
    nameNl: product.translations?.nl?.name,
    animal: product.animal === 'cat' ? 'cat' : 'dog',
    foodType: product.foodType ?? 'dry',
    colour,
    weight: netWeight(product.ProductVariants[0]?.name ?? ''),
  };
}

/**
 * One packshot per product (later generations of a recipe share their recipe's), the picture of its
 * page once shared, and one shared picture per animal for the category pages (kibble, pâtée and a
 * treat of that animal). Drawn a few at a time: sharp renders on its own threads.
 */
async function insertImages(db: Database, catalogue: SeedProduct[], now: Date): Promise<void> {
  const pictures = new Map<string, SeedProduct>();
  for (const item of catalogue) {
    const url = item.product.images[0]?.url ?? '';
    if (url.startsWith('/images/products/') && !pictures.has(url)) pictures.set(url, item);
  }
  const jobs: (() => Promise<typeof images.$inferInsert>)[] = [];
  for (const [url, item] of pictures) {
    const shot = packshotOf(item);
    const tags = ['produit', item.product.animal];
    jobs.push(async () => ({
      path: url.replace(/^\/images\//, ''),
      ...(await renderPackshot(shot)),
      tags,
      createdAt: now,
    }));
    const social = socialImagePath({ product: url });
    if (social) {
      const formats = item.product.ProductVariants.map((variant) => netWeight(variant.name));
      const subtitle = [item.product.brand ?? 'Gamelle', ...formats].join(' · ');
      jobs.push(async () => ({
        path: social.replace(/^\/images\//, ''),
        ...(await renderSocialCard([shot], shot.name, subtitle)),
        tags: ['partage', item.product.animal],
        createdAt: now,
      }));
    }
  }
  for (const [animal, path] of [
    ['dog', socialImagePath({ animal: 'chien' })],
    ['cat', socialImagePath({ animal: 'chat' })],
  ] as const) {
    const shots = (['dry', 'wet', 'treat'] as const).flatMap((type) => {
      const item = [...pictures.values()].find((p) => p.product.animal === animal && p.product.foodType === type);
      return item ? [packshotOf(item)] : [];
    });
    const title =
      animal === 'dog' ? 'Croquettes, pâtées et friandises pour chien' : 'Croquettes, pâtées et friandises pour chat';
    jobs.push(async () => ({
      path: path.replace(/^\/images\//, ''),
      ...(await renderSocialCard(shots, title, 'Gamelle, livrées chez vous en France, en Belgique et au Luxembourg')),
      tags: ['partage', animal],
      createdAt: now,
    }));
  }
  const rows: (typeof images.$inferInsert)[] = [];
  for (let i = 0; i < jobs.length; i += 4) rows.push(...(await Promise.all(jobs.slice(i, i + 4).map((job) => job()))));
  for (let i = 0; i < rows.length; i += 100) {
    await db
      .insert(images)
      .values(rows.slice(i, i + 100))
      .onConflictDoNothing();
  }
}

function crossSells(all: { sku: string; animal: string; foodType: string; kind?: string }[]) {
  const pick = (animal: string, foodType: string) =>
    all
      .filter((p) => p.animal === animal && p.foodType === foodType && p.kind !== 'sample')
      .slice(0, 4)
      .map((p) => ({ sku: p.sku }));
  return [
    { key: 'cross_sell_produit_chien', main_product: null, products: pick('dog', 'treat') },
    { key: 'cross_sell_produit_chat', main_product: null, products: pick('cat', 'treat') },
    {
      key: 'cross_sell_divers',
      main_product: null,
      products: [...pick('dog', 'wet').slice(0, 2), ...pick('cat', 'wet').slice(0, 2)],
    },
    // The professional shop's cross-sell (SPEC §1 B2B): dry food that comes in large bags.
    {
      key: 'cross_sell_pro',
      main_product: null,
      products: [...pick('dog', 'dry').slice(0, 2), ...pick('cat', 'dry').slice(0, 2)],
    },
  ];
}
