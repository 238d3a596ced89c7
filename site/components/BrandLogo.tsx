import type { ReactNode } from 'react';
import * as styles from './BrandLogo.css';

/**
 * Gamelle's brand: its mark, a pet's bowl with a paw, then its name as text — text for
 * screen readers, translation and zoom; the mark, a drawing, is hidden from assistive technologies.
 * Its colours are the theme's. The link around it gives the accessible name.
 */
export function BrandLogo({ children }: { children: ReactNode }) {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 8 40 22" aria-hidden="true" focusable="false">
        <rect className={styles.rim} x="2" y="10" width="36" height="3.6" rx="1.8" />
        <path d="M4.5 13.6H35.5L32.2 26.2Q20 29.6 7.8 26.2Z" />
        <g className={styles.paw}>
          <ellipse cx="20" cy="22.2" rx="3.5" ry="2.8" />
          <circle cx="15.5" cy="18.7" r="1.55" />
          <circle cx="18.4" cy="16.9" r="1.55" />
          <circle cx="21.6" cy="16.9" r="1.55" />
          <circle cx="24.5" cy="18.7" r="1.55" />
        </g>
      </svg>
      <span>{children}</span>
    </span>
  );
}
