import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The video with its caption, then its alternatives: the same rhythm. */
export const embed = style({ display: 'grid', gap: vars.space.xs });
export const figure = style({ margin: 0, display: 'grid', gap: vars.space.xs });

/** The player's box, shared by the link that stands for it. */
const box = style({
  width: '100%',
  aspectRatio: '16 / 9',
  background: '#000',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const video = box;

/** The same box as the player: nothing moves when it replaces the link. */
export const facade = style([
  box,
  { position: 'relative', display: 'grid', placeItems: 'center', overflow: 'hidden', textDecoration: 'none' },
]);

export const poster = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });

/** Light text on a dark pill: readable on any poster. */
export const label = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 48,
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xs} ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: 'rgba(0, 0, 0, 0.8)',
  color: '#fff',
  fontWeight: vars.fontWeight.strong,
  selectors: { [`${facade}:hover &`]: { textDecoration: 'underline' } },
});

/** A play triangle in a circle, drawn in CSS (no icon file). */
export const play = style({
  width: 40,
  height: 40,
  borderRadius: '50%',
  background: '#fff',
  position: 'relative',
  flex: 'none',
  '::after': {
    content: '""',
    position: 'absolute',
    top: '50%',
    left: '55%',
    transform: 'translate(-50%, -50%)',
    borderStyle: 'solid',
    borderWidth: '9px 0 9px 15px',
    borderColor: 'transparent transparent transparent #000',
  },
});

export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The transcript under the video: a disclosure whose summary is a target of 24 px at least (WCAG 2.5.8). */
export const transcript = style({ color: vars.color.text });
export const transcriptSummary = style({
  cursor: 'pointer',
  minHeight: 24,
  fontWeight: vars.fontWeight.strong,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

/** The link to the audio-described version, a line of its own under the video. */
export const alternative = style({ margin: 0 });
