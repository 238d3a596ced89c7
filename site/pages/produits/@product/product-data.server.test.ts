// @vitest-environment node
import type { RenderedProduct } from '@gamelle/api-client';
import { describe, expect, it } from 'vitest';
import type { LayoutData } from '../../../lib/page/layout-data.server';
import { productPageData } from './product-data.server';

/** A product with only what its page reads; the description is the seed's kind of rich text. */
function product(fields: Partial<RenderedProduct>): RenderedProduct {
  return {
    sku: 'CHIEN-TEST-00001',
    slug: 'croquettes-test',
    name: 'Croquettes test',
    animal: 'dog',
    categories: [],
    json_avis: [],
    images: [],
    ProductVariants: [],
    analyticalConstituents: [],
    feedingTable: [],
    ...fields,
  } as unknown as RenderedProduct;
}
const page = (fields: Partial<RenderedProduct>) =>
  productPageData(product(fields), {} as LayoutData, [], [], 'fr').product;
const DESCRIPTION =
  'Une recette au **poulet**, <em>sans colorant</em>.\n\nÀ conserver au sec.<script>alert(1)</script>';

describe('SPEC §2 product description: rich text (markdown, HTML allowed) rendered and sanitised at build', () => {
  it('renders the markdown and drops what the sanitiser refuses', () => {
    const html = page({ description: DESCRIPTION }).descriptionHtml ?? '';
    expect(html).toContain('<strong>poulet</strong>');
    expect(html).toContain('<em>sans colorant</em>');
    expect(html).not.toContain('**');
    expect(html).not.toContain('<script');
  });

  it('"description falls back": the meta description is the short description, else the words of the description', () => {
    expect(page({ description: DESCRIPTION, shortDescription: 'Courte.' }).metaDescription).toBe('Courte.');
    expect(page({ description: DESCRIPTION }).metaDescription).toBe(
      'Une recette au poulet, sans colorant. À conserver au sec.',
    );
    expect(page({}).metaDescription).toBeNull();
    expect(page({}).descriptionHtml).toBeNull();
  });
});
