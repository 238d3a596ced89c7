import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { imageKitUrl } from '../../components/Image/Image';
import { axeViolations } from '../../test/axe';
import { BlockRenderer } from './BlockRenderer';
import { EVERY_BLOCK } from './blocks.test-helpers';

describe('BlockRenderer — SPEC §2 "Global content blocks … composite renderer"', () => {
  it('renders every block type of the spec', async () => {
    const { container } = render(<BlockRenderer blocks={EVERY_BLOCK} buildImageUrl={imageKitUrl} />);
    const types = [...container.querySelectorAll('[data-block]')].map((el) => el.getAttribute('data-block'));
    expect(types).toEqual([
      'breadcrumb',
      'story',
      'usp-grid',
      'usp-card',
      'rich-content',
      'image-legend',
      'option',
      'smart-link',
      'timeline',
      'embed',
      'seo-text',
    ]);
    expect(screen.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nourriture pour chien' }).getAttribute('href')).toBe('/chien/');
    expect(screen.getByRole('img', { name: 'Notre entrepôt' }).getAttribute('src')).toBe(
      '/images/content/atelier.webp?tr=w-1200',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Comment ça marche' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders nothing for an unknown type and warns once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <BlockRenderer
        blocks={[{ __component: 'blocks.carrousel-3d' }, { __component: 'blocks.carrousel-3d' }, null, 'texte']}
      />,
    );
    expect(container.innerHTML).toBe('');
    expect(warn.mock.calls.filter((c) => String(c[0]).includes('carrousel-3d'))).toHaveLength(1);
    warn.mockRestore();
  });

  it('drops unsafe links and images from hostile blocks, and survives missing fields', () => {
    const html = renderToString(
      <BlockRenderer
        blocks={[
          { __component: 'blocks.smart-link', title: 'Piège', link: { label: 'cliquez', href: 'javascript:alert(1)' } },
          { __component: 'blocks.image-legend', image: { url: 'javascript:alert(1)' } },
          { __component: 'blocks.story', links: 'pas une liste', image: 42 },
          { __component: 'blocks.embed', url: 'data:text/html,<script>alert(1)</script>' },
          { __component: 'blocks.usp-grid' },
        ]}
      />,
    );
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('data:text/html');
    expect(html).toContain('cliquez');
  });
});

describe('StaticBlockRenderer with prepareBlocks — rich text made at build time', () => {
  it('renders the same blocks from prepared HTML, sanitised', async () => {
    const { prepareBlocks } = await import('./prepare-blocks');
    const { StaticBlockRenderer } = await import('./StaticBlockRenderer');
    const prepared = prepareBlocks([
      ...EVERY_BLOCK,
      { __component: 'blocks.rich-content', markdown: '<img src=x onerror=alert(1)>[x](javascript:alert(1))' },
    ]);
    expect(JSON.stringify(prepared)).not.toContain('"markdown"');
    const { container } = render(<StaticBlockRenderer blocks={prepared} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Pourquoi Gamelle ?' })).toBeTruthy();
    expect(container.querySelectorAll('[data-block]')).toHaveLength(EVERY_BLOCK.length + 1);
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.innerHTML).not.toContain('javascript:');
  });
});
