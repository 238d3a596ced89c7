// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferred, preloadDeclaredParts } from './deferred';

/**
 * ADR 0005: a deferred part declares itself on the server, and the render hook's
 * `preloadDeclaredParts()` loads it — and the parts it declares in turn — so the prerendered HTML
 * holds the part whole, with no page author remembering a `preload()`.
 */
describe('deferred parts are loaded before a server render (ADR 0005)', () => {
  it('renders a declared part whole, and a part declared by a loaded part too, once preloaded', async () => {
    let inner: ReturnType<typeof deferred<{ name: string }>> | undefined;
    const outer = deferred(async () => {
      // Like a part whose module declares another part when it loads.
      inner = deferred(async () => ({ default: ({ name }: { name: string }) => <em>{name}</em> }));
      const Inner = inner;
      return { default: () => <Inner.Deferred name="croquettes" /> };
    });
    const before = renderToString(<outer.Deferred fallback={<span>…</span>} />);
    expect(before).not.toContain('<em>');
    await preloadDeclaredParts();
    const after = renderToString(<outer.Deferred fallback={<span>…</span>} />);
    expect(after).toContain('<em>croquettes</em>');
    expect(after).not.toContain('…');
  });
});
