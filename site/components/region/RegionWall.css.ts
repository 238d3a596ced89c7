import { vars } from '@gamelle/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { optionInput } from '../../styles/options.css';

export const group = style({
  border: 0,
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  minInlineSize: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
// The question above its answers, as every form's legends: strong, flush with the answers' edge.
globalStyle(`${group} > legend`, {
  float: 'left',
  inlineSize: '100%',
  padding: 0,
  marginBlockEnd: vars.space.xxs,
  fontWeight: vars.fontWeight.strong,
});

/** Each answer a target of 44 px at least (WCAG 2.5.8), its radio button centred on its words. */
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: 44,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.accentStrong,
      boxShadow: `inset 0 0 0 1px ${vars.color.accentStrong}`,
    },
  },
});
export const input = style([optionInput, { marginBlockStart: 0 }]);
