// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../docs/guide/contrast';
import { gamelleTokens } from './gamelle.css';

const colour = gamelleTokens.color;

/**
 * RGAA 3.3 (WCAG 1.4.11): what shows a control or its state stands out 3:1 from what lies beside
 * it. Each pair is one the kit and the site draw (read in their styles): the token of the edge,
 * mark or ring, and the colour around it.
 */
const PAIRS: readonly { what: string; drawn: string; on: string }[] = [
  {
    what: 'a field’s, a select’s, a choice box’s and a counter’s edge on a page',
    drawn: colour.border,
    on: colour.surface,
  },
  {
    what: 'the same edge on a muted area (the footer’s newsletter field)',
    drawn: colour.border,
    on: colour.surfaceMuted,
  },
  { what: 'the switch’s track, off, on the page', drawn: colour.border, on: colour.surface },
  { what: 'the switch’s knob on its track, off', drawn: colour.surface, on: colour.border },
  { what: 'the switch’s knob on its track, on', drawn: colour.surface, on: colour.accentStrong },
  {
    what: 'a checked box’s or radio’s mark and a chosen card’s edge on the page',
    drawn: colour.accentStrong,
    on: colour.surface,
  },
  { what: 'a chosen card’s edge on its muted fill', drawn: colour.accentStrong, on: colour.surfaceMuted },
  { what: 'an invalid field’s edge', drawn: colour.critical, on: colour.surface },
  { what: 'the focus ring on the page', drawn: colour.focus, on: colour.surface },
  { what: 'the focus ring on a muted area', drawn: colour.focus, on: colour.surfaceMuted },
  { what: 'the free-shipping bar’s fill on its track', drawn: colour.positive, on: colour.surfaceMuted },
];

describe('RGAA 3.3 (WCAG 1.4.11): the theme’s controls, their states and the focus ring stand out 3:1', () => {
  it.each(PAIRS)('$what', ({ drawn, on }) => {
    expect(contrastRatio(drawn, on)).toBeGreaterThanOrEqual(3);
  });

  it('the accent (#AE9973, 2.8:1 on white) is never what alone shows a control: the kit’s buttons on it are named by their dark text', () => {
    expect(contrastRatio(colour.accent, colour.surface)).toBeLessThan(3);
    expect(contrastRatio(colour.onAccent, colour.accent)).toBeGreaterThanOrEqual(4.5);
  });
});
