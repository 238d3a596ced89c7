import type { ReactNode } from 'react';
import { art } from './illustrations.css';

/**
 * A decorative drawing: hidden from assistive technologies, since the text beside it says
 * everything; its parts coloured by the theme's classes (`illustrations.css.ts`), sized by `className`.
 */
export function Art({ viewBox, className, children }: { viewBox: string; className?: string; children: ReactNode }) {
  return (
    <svg
      className={className ? `${art} ${className}` : art}
      viewBox={viewBox}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
