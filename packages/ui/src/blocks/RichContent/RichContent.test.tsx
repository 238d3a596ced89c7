import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { RichContent } from './RichContent';
import { RichHtml } from './RichHtml';
import { richContentToHtml, richContentToText } from './rich-content-html';
import { XSS_VECTORS } from './xss-vectors';

const UNSAFE_URL_VALUE = /^(javascript|vbscript|file|data:(?!image\/(gif|png|jpeg|webp)))/i;

const FORBIDDEN_TAGS =
  /^(script|iframe|object|embed|style|link|meta|base|form|svg|math|template|button|input|textarea|select|noscript)$/i;
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster'];

/** Parses the output as a browser would and checks every element and attribute. */
function assertSafe(html: string) {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  for (const element of doc.body.querySelectorAll('*')) {
    expect(element.tagName, html).not.toMatch(FORBIDDEN_TAGS);
    for (const attribute of element.attributes) {
      expect(attribute.name, element.outerHTML).not.toMatch(/^on/i);
      expect(attribute.name, element.outerHTML).not.toBe('style');
      if (URL_ATTRIBUTES.includes(attribute.name)) {
        expect(attribute.value.replace(/[\s\p{Cc}]/gu, ''), element.outerHTML).not.toMatch(UNSAFE_URL_VALUE);
      }
    }
  }
}

describe('RichContent — SPEC §2 "Rich text is markdown with html allowed and line breaks honoured"', () => {
  it('renders markdown, allowed HTML and line breaks', async () => {
    const { container } = render(
      <RichContent
        markdown={
          '## Pourquoi Gamelle ?\nDes recettes **riches**,\nfabriquées en France.\n\n<em>Sans colorant</em> — [notre guide](/guide-croquettes/)'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Pourquoi Gamelle ?' })).toBeTruthy();
    expect(container.querySelectorAll('br').length).toBeGreaterThanOrEqual(1);
    expect(container.querySelector('em')?.textContent).toBe('Sans colorant');
    expect(screen.getByRole('link', { name: 'notre guide' }).getAttribute('href')).toBe('/guide-croquettes/');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps data images of gif, png, jpeg and webp, and safe links', () => {
    const html = renderToString(
      <RichContent
        markdown={
          '![point](data:image/png;base64,iVBORw0KGgo=) [mail](mailto:contact@gamelle.fr) [site](https://gamelle.fr/)'
        }
      />,
    );
    expect(html).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    expect(html).toContain('href="mailto:contact@gamelle.fr"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('"links with scheme vbscript, javascript, file or data are rejected"', () => {
    for (const url of ['javascript:alert(1)', 'vbscript:x', 'file:///etc/passwd', 'data:text/html,x']) {
      const html = renderToString(<RichContent markdown={`[x](${url})`} />);
      expect(html, url).not.toContain('href=');
    }
  });

  it(`renders ${XSS_VECTORS.length} hostile inputs on the server with no script, handler or unsafe URL`, () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(100);
    for (const vector of XSS_VECTORS) {
      const html = renderToString(<RichContent markdown={vector} />);
      try {
        assertSafe(html);
      } catch (error) {
        throw new Error(`vecteur : ${vector.slice(0, 120)}\nrendu : ${html.slice(0, 300)}\n${String(error)}`);
      }
    }
  });

  it('SPEC §9 "Markdown nesting limit 100": 10,000 levels render quickly, as text', () => {
    const started = performance.now();
    const html = renderToString(<RichContent markdown={`${'<div>'.repeat(10_000)}profond`} />);
    expect(html).toContain('profond');
    expect(performance.now() - started).toBeLessThan(2000);
    const nested = renderToString(<RichContent markdown={`${'<span>'.repeat(120)}fin`} />);
    expect((nested.match(/<span>/g) ?? []).length).toBeLessThanOrEqual(100);
    expect(nested).toContain('fin');
  });

  it('never crashes on content that is not a string', () => {
    expect(() => renderToString(<RichContent markdown={undefined as unknown as string} />)).not.toThrow();
  });
});

describe('richContentToHtml — the same rules at build time, no parser in the browser', () => {
  it('renders markdown, HTML and line breaks like RichContent', () => {
    const markdown =
      '## Titre\n\nligne\n**grasse**\n\n<em>permis</em> [guide](/guide-croquettes/) [site](https://gamelle.fr/)';
    const html = richContentToHtml(markdown);
    expect(html).toContain('<h2>Titre</h2>');
    expect(html).toContain('<br>');
    expect(html).toContain('<em>permis</em>');
    expect(html).toContain('href="/guide-croquettes/"');
    expect(html).toContain('rel="noopener noreferrer"');
    const { container } = render(<RichHtml html={html} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Titre' })).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('grasse');
  });

  it(`sanitises the ${XSS_VECTORS.length} hostile inputs too`, () => {
    for (const vector of XSS_VECTORS) {
      const html = richContentToHtml(vector);
      try {
        assertSafe(html);
      } catch (error) {
        throw new Error(`vecteur : ${vector.slice(0, 120)}\nrendu : ${html.slice(0, 300)}\n${String(error)}`);
      }
    }
    expect(richContentToHtml(undefined)).toBe('');
  });
});

describe('richContentToText — SPEC §2 rich text as the plain words of a meta description', () => {
  it('keeps the words, drops the markup, keeps paragraphs and lines apart', () => {
    expect(richContentToText('Une recette au **poulet**.\n\nÀ conserver au sec.')).toBe(
      'Une recette au poulet. À conserver au sec.',
    );
    expect(richContentToText('ligne\nsuivante <em>permis</em> [guide](/guide/) &amp; 5 < 6')).toBe(
      'ligne suivante permis guide & 5 < 6',
    );
    expect(richContentToText('- un\n- deux')).toBe('un deux');
    expect(richContentToText(undefined)).toBe('');
  });

  it('is the text the sanitised HTML shows, for the hostile inputs too (nothing the sanitiser drops)', () => {
    const shown = (markdown: string) => {
      const element = document.createElement('div');
      element.innerHTML = richContentToHtml(markdown);
      return (element.textContent ?? '').replace(/\s/g, '');
    };
    expect(richContentToText('avant <script>alert(1)</script><img src=x onerror=alert(2)> après')).toBe('avant après');
    for (const vector of XSS_VECTORS) {
      expect(richContentToText(vector).replace(/\s/g, ''), vector.slice(0, 80)).toBe(shown(vector));
    }
  });
});
