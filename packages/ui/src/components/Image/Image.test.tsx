import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Image, imageKitUrl, PLACEHOLDER } from './Image';

describe('Image — SPEC §9 "Low-quality placeholder: quarter size, quality 20, blur 4"', () => {
  it('shows a quarter-size, quality-20, blur-4 placeholder until the sharp image loads', async () => {
    const { container } = render(
      <Image src="/images/p.webp" alt="Sac de croquettes" width={400} height={400} buildUrl={imageKitUrl} />,
    );
    const placeholder = container.querySelector('img[aria-hidden="true"]') as HTMLImageElement;
    expect(placeholder.getAttribute('src')).toBe('/images/p.webp?tr=w-100,q-20,bl-4');
    const image = screen.getByRole('img', { name: 'Sac de croquettes' });
    expect(image.getAttribute('src')).toBe('/images/p.webp?tr=w-400');
    expect(image.getAttribute('srcset')).toBe(
      '/images/p.webp?tr=w-200 200w, /images/p.webp?tr=w-400 400w, /images/p.webp?tr=w-800 800w',
    );
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.load(image);
    expect(container.querySelector('img[aria-hidden="true"]')).toBeNull();
    expect(PLACEHOLDER).toEqual({ scale: 0.25, quality: 20, blur: 4 });
  });

  it('renders on the server with the image visible (no JavaScript needed)', () => {
    const html = renderToString(
      <Image src="/images/p.webp" alt="Sac" width={400} height={300} buildUrl={imageKitUrl} priority />,
    );
    expect(html).toContain('alt="Sac"');
    expect(html).toContain('loading="eager"');
    expect(html).not.toContain('opacity');
  });

  it('gives an above-the-fold image no placeholder to compete with, and loads other placeholders lazily', () => {
    const main = renderToString(
      <Image src="/images/p.webp" alt="Sac" width={400} height={300} buildUrl={imageKitUrl} priority />,
    );
    expect(main).not.toContain('q-20');
    expect(main).toContain('fetchPriority="high"');
    const other = renderToString(
      <Image src="/images/p.webp" alt="Sac" width={400} height={300} buildUrl={imageKitUrl} />,
    );
    expect(other).toMatch(
      /<img[^>]*tr=w-100,q-20,bl-4[^>]*loading="lazy"|<img[^>]*loading="lazy"[^>]*tr=w-100,q-20,bl-4/,
    );
  });

  it('serves the source as it is without a builder', () => {
    render(<Image src="/logo.svg" alt="Gamelle" width={120} height={40} />);
    expect(screen.getByRole('img', { name: 'Gamelle' }).getAttribute('src')).toBe('/logo.svg');
  });
});
