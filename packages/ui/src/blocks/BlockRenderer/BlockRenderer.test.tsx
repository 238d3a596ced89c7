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
    // RGAA 4.1: the embed block's transcript under its video.
    expect(
      container.querySelector('[data-block="embed"] details')?.textContent?.startsWith('Transcription de la vidéo'),
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'Version audiodécrite de la vidéo' }).getAttribute('href')).toBe(
      '/videos/transition-audiodescription.mp4',
    );
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
          { __component: 'blocks.embed', url: '/videos/a.mp4', audioDescribedUrl: 'javascript:alert(2)' },
          { __component: 'blocks.usp-grid' },
        ]}
      />,
    );
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('data:text/html');
    expect(html).toContain('cliquez');
  });
});

describe('RGAA 9.1: a card title that looks like a heading is one', () => {
  it('at the block’s level (reasons, a card, a link’s teaser), one level under an option block’s own title', () => {
    render(<BlockRenderer blocks={EVERY_BLOCK} buildImageUrl={imageKitUrl} />);
    for (const name of [
      'Livraison offerte',
      '10 % avec l’abonnement',
      'Service client',
      'Un chiot vient d’arriver ?',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Abonnement ou commande à l’unité ?' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'À l’unité' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Abonnement' })).toBeTruthy();
  });

  it('a story’s title, the home page’s largest text, is a heading at the block’s level', () => {
    render(<BlockRenderer blocks={EVERY_BLOCK} buildImageUrl={imageKitUrl} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Le meilleur pour leur gamelle' })).toBeTruthy();
  });

  it('RGAA 1.9: a captioned picture is a figure named by its caption', async () => {
    const { container } = render(<BlockRenderer blocks={EVERY_BLOCK} buildImageUrl={imageKitUrl} />);
    const legend = container.querySelector('figcaption')?.textContent ?? '';
    expect(legend).not.toBe('');
    expect(screen.getByRole('figure', { name: legend }).querySelector('img')).toBeTruthy();
  });

  it('one level deeper when the blocks sit under a section title (headingLevel 3)', () => {
    render(<BlockRenderer blocks={EVERY_BLOCK} buildImageUrl={imageKitUrl} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Service client' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Le meilleur pour leur gamelle' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'À l’unité' })).toBeTruthy();
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

describe('StaticBlockRenderer hydrating a prerendered page (ADR 0012: main-thread work while a page loads)', () => {
  it('keeps the server HTML of every block but the video, which still becomes a player when asked for', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const { act } = await import('react');
    const { hydrateRoot } = await import('react-dom/client');
    const { prepareBlocks } = await import('./prepare-blocks');
    const { StaticBlockRenderer } = await import('./StaticBlockRenderer');
    const blocks = prepareBlocks(EVERY_BLOCK);
    vi.stubGlobal('document', undefined);
    let html: string;
    try {
      html = renderToString(<StaticBlockRenderer blocks={blocks} buildImageUrl={imageKitUrl} />);
    } finally {
      vi.unstubAllGlobals();
    }
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <StaticBlockRenderer blocks={blocks} buildImageUrl={imageKitUrl} />, {
        onRecoverableError: recoverable,
      });
    });
    expect(recoverable).not.toHaveBeenCalled();
    const server = document.createElement('template');
    server.innerHTML = html;
    const outer = (root: ParentNode) => [...root.querySelectorAll('[data-block]')].map((el) => el.outerHTML);
    expect(outer(container)).toEqual(outer(server.content));
    // A kept block is React's empty-HTML element: React owns the element, not what is inside.
    const kept = (element: Element) =>
      Object.entries(element).some(
        ([key, value]) => key.startsWith('__reactProps') && value?.dangerouslySetInnerHTML?.__html === '',
      );
    const blocksShown = [...container.querySelectorAll('[data-block]')];
    expect(blocksShown.filter(kept).map((el) => el.getAttribute('data-block'))).toEqual(
      blocksShown.map((el) => el.getAttribute('data-block')).filter((type) => type !== 'embed'),
    );
    const video = container.querySelector<HTMLAnchorElement>('[data-block="embed"] a');
    await act(async () => {
      video?.click();
    });
    expect(container.querySelector('[data-block="embed"] video')).not.toBeNull();
    container.remove();
  });
});
