import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KitLocaleProvider } from '../KitLocale/KitLocale';
import { KIT_MESSAGES_NL } from '../KitLocale/nl';
import { LOADING_BAR_TIMINGS, LoadingBar } from './LoadingBar';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('LoadingBar — SPEC §9 "throttle 200 ms, duration 2000 ms, hide delay 500 ms, reset delay 400 ms, height 3 px"', () => {
  it('shows nothing for a change shorter than 200 ms', () => {
    const { rerender } = render(<LoadingBar active />);
    act(() => vi.advanceTimersByTime(150));
    rerender(<LoadingBar active={false} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows after 200 ms, completes, fades after 500 ms and resets 400 ms later', () => {
    const { rerender } = render(<LoadingBar active />);
    act(() => vi.advanceTimersByTime(LOADING_BAR_TIMINGS.throttle));
    const bar = screen.getByRole('progressbar', { name: 'Chargement de la page' });
    expect(bar.dataset.state).toBe('loading');
    expect(bar.style.transitionDuration).toBe('2000ms');
    rerender(<LoadingBar active={false} />);
    expect(bar.dataset.state).toBe('done');
    expect(bar.style.transform).toBe('scaleX(1)');
    act(() => vi.advanceTimersByTime(LOADING_BAR_TIMINGS.hideDelay));
    expect(screen.getByRole('progressbar').dataset.state).toBe('hidden');
    act(() => vi.advanceTimersByTime(LOADING_BAR_TIMINGS.resetDelay));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(LOADING_BAR_TIMINGS.height).toBe(3);
  });
});

describe('LoadingBar — SPEC §1 (fr and nl): in a Dutch page (KitLocaleProvider)', () => {
  it('is named in Dutch', () => {
    render(
      <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>
        <LoadingBar active />
      </KitLocaleProvider>,
    );
    act(() => vi.advanceTimersByTime(LOADING_BAR_TIMINGS.throttle));
    expect(screen.getByRole('progressbar', { name: 'Pagina wordt geladen' })).toBeTruthy();
  });
});
