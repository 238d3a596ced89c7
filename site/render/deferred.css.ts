import { style } from '@vanilla-extract/css';

/** The boundary's wrapper takes no box: the page lays out as if it were not there. */
export const contents = style({ display: 'contents' });
