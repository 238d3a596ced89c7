import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { KitLocaleProvider } from '../KitLocale/KitLocale';
import { KIT_MESSAGES_NL } from '../KitLocale/nl';
import { CAROUSEL_TIMINGS, Carousel } from './Carousel';

const slides = [<p key="a">Offre chiot</p>, <p key="b">Offre chat</p>, <p key="c">Offre senior</p>];
const visible = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .find((g) => !g.hidden)
    ?.getAttribute('aria-label');

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Carousel — SPEC §4, §9 (10000 ms, move lock 1000 ms, swipe 50 px, infinite wrap)', () => {
  it('advances every 10 s and wraps around', () => {
    render(<Carousel label="Nos offres" slides={slides} />);
    expect(visible()).toBe('1 sur 3');
    act(() => vi.advanceTimersByTime(CAROUSEL_TIMINGS.interval));
    expect(visible()).toBe('2 sur 3');
    act(() => vi.advanceTimersByTime(CAROUSEL_TIMINGS.interval * 2));
    expect(visible()).toBe('1 sur 3');
  });

  it('pauses while hovered or focused, and on the rotation button', () => {
    render(<Carousel label="Nos offres" slides={slides} />);
    const region = screen.getByRole('region', { name: 'Nos offres' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(CAROUSEL_TIMINGS.interval * 2));
    expect(visible()).toBe('1 sur 3');
    fireEvent.mouseLeave(region);
    fireEvent.click(screen.getByRole('button', { name: 'Arrêter le défilement' }));
    act(() => vi.advanceTimersByTime(CAROUSEL_TIMINGS.interval * 2));
    expect(visible()).toBe('1 sur 3');
    expect(screen.getByRole('button', { name: 'Lancer le défilement' })).toBeTruthy();
  });

  it('wraps backwards and ignores a second move within one second', () => {
    render(<Carousel label="Nos offres" slides={slides} autoPlay={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Diapositive précédente' }));
    expect(visible()).toBe('3 sur 3');
    fireEvent.click(screen.getByRole('button', { name: 'Diapositive suivante' }));
    expect(visible()).toBe('3 sur 3');
    act(() => vi.advanceTimersByTime(CAROUSEL_TIMINGS.moveLock));
    fireEvent.click(screen.getByRole('button', { name: 'Diapositive suivante' }));
    expect(visible()).toBe('1 sur 3');
  });

  it('follows a swipe of 50 px or more', () => {
    const { container } = render(<Carousel label="Nos offres" slides={slides} autoPlay={false} />);
    const viewport = container.querySelector('[aria-live]') as HTMLElement;
    fireEvent.pointerDown(viewport, { clientX: 200 });
    fireEvent.pointerUp(viewport, { clientX: 170 });
    expect(visible()).toBe('1 sur 3');
    fireEvent.pointerDown(viewport, { clientX: 200 });
    fireEvent.pointerUp(viewport, { clientX: 140 });
    expect(visible()).toBe('2 sur 3');
    expect(viewport.getAttribute('aria-live')).toBe('polite');
  });

  it('never rotates under reduced motion', () => {
    const matchMedia = vi.fn(() => ({ matches: true }));
    vi.stubGlobal('matchMedia', matchMedia);
    render(<Carousel label="Nos offres" slides={slides} />);
    act(() => vi.advanceTimersByTime(CAROUSEL_TIMINGS.interval * 3));
    expect(visible()).toBe('1 sur 3');
    vi.unstubAllGlobals();
  });

  it('as tall as its content: a slide not shown keeps its room but stays hidden from assistive technologies', () => {
    render(<Carousel label="Nos animaux" slides={slides} autoPlay={false} height="content" />);
    expect(visible()).toBe('1 sur 3');
    const groups = document.querySelectorAll('[aria-roledescription="diapositive"]');
    expect([...groups].filter((group) => group.hasAttribute('hidden'))).toHaveLength(2);
    expect(screen.getAllByRole('group')).toHaveLength(1);
  });

  it('has no axe violation', async () => {
    vi.useRealTimers();
    const { container } = render(<Carousel label="Nos offres" slides={slides} autoPlay={false} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('Carousel — SPEC §1 (fr and nl): in a Dutch page (KitLocaleProvider)', () => {
  it('names its buttons and slides in Dutch', async () => {
    vi.useRealTimers();
    const { container } = render(
      <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>
        <Carousel label="Onze aanbiedingen" slides={slides} />
      </KitLocaleProvider>,
    );
    expect(screen.getByRole('region', { name: 'Onze aanbiedingen' }).getAttribute('aria-roledescription')).toBe(
      'carrousel',
    );
    expect(screen.getByRole('button', { name: 'Automatisch afspelen stoppen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vorige dia' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Volgende dia' }));
    expect(visible()).toBe('2 van 3');
    expect(screen.getAllByRole('group', { hidden: true })[0]?.getAttribute('aria-roledescription')).toBe('dia');
    fireEvent.click(screen.getByRole('button', { name: 'Automatisch afspelen stoppen' }));
    expect(screen.getByRole('button', { name: 'Automatisch afspelen starten' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });
});
