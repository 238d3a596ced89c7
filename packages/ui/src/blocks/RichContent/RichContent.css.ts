import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const rich = style({ lineHeight: vars.lineHeight.body, overflowWrap: 'anywhere' });
globalStyle(`${rich} a`, { color: vars.color.accentStrong });
globalStyle(`${rich} a:focus-visible`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle(`${rich} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${rich} h2, ${rich} h3`, { fontFamily: vars.font.heading, lineHeight: vars.lineHeight.tight });
