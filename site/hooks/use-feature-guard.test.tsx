import { act, cleanup, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFeatureGuard } from './use-feature-guard';

function Guarded() {
  const on = useFeatureGuard('animals', '/mon-compte/');
  return <p>{on ? 'ouvert' : 'fermé'}</p>;
}

/** The content system's answer to `GET /b2c-features`. */
function answer(enabled: string[]) {
  return new Response(JSON.stringify({ data: { enabled, off: [] }, meta: {} }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

const renderFresh = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Guarded />
    </SWRConfig>,
  );

describe('SPEC §6 feature flags read from the content API (switched without a build)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('a feature the content system turned off sends the shopper away; the build alone said it was on', async () => {
    const replace = vi.fn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(['guide-entrance'])),
    );
    vi.stubGlobal('location', { ...window.location, replace });
    renderFresh();
    expect(await screen.findByText('fermé')).toBeTruthy();
    expect(replace).toHaveBeenCalledWith('/mon-compte/');
  });

  it('on in the content system, or while it cannot answer, the build decides: the page stays', async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(['animals'])),
    );
    renderFresh();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByText('ouvert')).toBeTruthy();
    cleanup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    renderFresh();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(replace).not.toHaveBeenCalled();
  });
});
