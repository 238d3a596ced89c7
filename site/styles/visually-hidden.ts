/** Hidden on screen, read by screen readers: the rule, for a style or a media query of one. */
export const visuallyHiddenRule = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
