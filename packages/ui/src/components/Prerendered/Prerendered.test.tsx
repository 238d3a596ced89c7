import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Prerendered } from './Prerendered';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Counts its renders: the part's content, which hydration must not walk. */
const renders = { count: 0 };
function Card({ name }: { name: string }) {
  renders.count += 1;
  return (
    <h2>
      <a href={`/produits/${name}/`}>{name}</a>
    </h2>
  );
}

function Page({ name, contentKey = name }: { name: string; contentKey?: string }) {
  return (
    <main>
      <Prerendered as="article" contentKey={contentKey} className="card" aria-label="Produit">
        <Card name={name} />
      </Prerendered>
    </main>
  );
}

/** The prerender: no `document` on the server. */
function serverHtml(element: React.ReactElement) {
  vi.stubGlobal('document', undefined);
  try {
    return renderToString(element);
  } finally {
    vi.unstubAllGlobals();
  }
}

describe('Prerendered (ADR 0012: a prerendered part with nothing to hydrate costs no hydration work)', () => {
  const containers: HTMLElement[] = [];
  const mount = (html = '') => {
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    containers.push(container);
    return container;
  };
  afterEach(() => {
    for (const container of containers.splice(0)) container.remove();
    vi.restoreAllMocks();
  });

  it('renders its content on the server, in its own element with its attributes', () => {
    renders.count = 0;
    const html = serverHtml(<Page name="croquettes" />);
    expect(html).toBe(
      '<main><article class="card" aria-label="Produit"><h2><a href="/produits/croquettes/">croquettes</a></h2></article></main>',
    );
    expect(renders.count).toBe(1);
  });

  it('keeps the server HTML while hydrating, without rendering its content or any error', async () => {
    const html = serverHtml(<Page name="croquettes" />);
    const container = mount(html);
    const link = container.querySelector('a');
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    renders.count = 0;
    await act(async () => {
      hydrateRoot(container, <Page name="croquettes" />, { onRecoverableError: recoverable });
    });
    expect(renders.count).toBe(0);
    expect(container.innerHTML).toBe(html);
    expect(container.querySelector('a')).toBe(link);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders its content when first rendered in the browser (a page change)', async () => {
    const container = mount();
    renders.count = 0;
    await act(async () => {
      createRoot(container).render(<Page name="patee" />);
    });
    expect(renders.count).toBe(1);
    expect(container.querySelector('article a')?.getAttribute('href')).toBe('/produits/patee/');
  });

  it('renders the new content, once, when its content key changes after hydration', async () => {
    const container = mount(serverHtml(<Page name="croquettes" />));
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page name="croquettes" />);
    });
    await act(async () => {
      root?.render(<Page name="patee" />);
    });
    expect(container.querySelectorAll('article')).toHaveLength(1);
    expect([...container.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['patee']);
  });
});
