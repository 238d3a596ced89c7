import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXIT_INTENT, watchExitIntent } from './exit-intent';

let stop: () => void = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

const link = (href: string, target?: string) => {
  const a = document.createElement('a');
  a.href = href;
  if (target) a.target = target;
  a.textContent = 'lien';
  document.body.append(a);
  return a;
};
const click = (element: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  element.dispatchEvent(event);
  return event;
};

describe('SPEC §9 exit intent: starts enabled, fires once', () => {
  it('desktop: a link to another site is a hard trigger that holds the navigation back', () => {
    const onTrigger = vi.fn();
    stop = watchExitIntent(window, { mobile: false, onTrigger });
    expect(click(link('/chien/')).defaultPrevented).toBe(false);
    const event = click(link('https://ailleurs.example/page'));
    expect(event.defaultPrevented).toBe(true);
    expect(onTrigger).toHaveBeenCalledWith('hard', 'https://ailleurs.example/page');
    // Once: the next exit goes its way.
    expect(click(link('https://autre.example/')).defaultPrevented).toBe(false);
    expect(onTrigger).toHaveBeenCalledTimes(1);
  });

  it('desktop: a new-tab link is a soft trigger one second later', () => {
    vi.useFakeTimers();
    const onTrigger = vi.fn();
    stop = watchExitIntent(window, { mobile: false, onTrigger });
    expect(click(link('https://ailleurs.example/', '_blank')).defaultPrevented).toBe(false);
    vi.advanceTimersByTime(EXIT_INTENT.newTabDelayMs - 1);
    expect(onTrigger).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTrigger).toHaveBeenCalledWith('soft', undefined);
  });

  it('desktop: the pointer leaving through the top (clientY below 5) is a soft trigger; elsewhere nothing', () => {
    const onTrigger = vi.fn();
    stop = watchExitIntent(window, { mobile: false, onTrigger });
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 300, relatedTarget: null }));
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 5, relatedTarget: null }));
    expect(onTrigger).not.toHaveBeenCalled();
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 4, relatedTarget: null }));
    expect(onTrigger).toHaveBeenCalledWith('soft', undefined);
  });

  it('mobile: armed past half the page, then a scroll up over 80 px is a loose trigger', () => {
    const onTrigger = vi.fn();
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 4000 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 600 });
    stop = watchExitIntent(window, { mobile: true, onTrigger });
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      window.dispatchEvent(new Event('scroll'));
    };
    scrollTo(600);
    scrollTo(400);
    // Not armed yet: scrolling up before half the page is reading, not leaving.
    expect(onTrigger).not.toHaveBeenCalled();
    scrollTo(2000);
    scrollTo(1920);
    expect(onTrigger).not.toHaveBeenCalled();
    scrollTo(1919);
    expect(onTrigger).toHaveBeenCalledWith('loose', undefined);
  });
});
