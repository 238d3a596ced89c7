import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /** CSS width, e.g. `'60%'` or `120`. */
  width?: number | string;
  /** CSS height. @default '1em' */
  height?: number | string;
  /** What is loading, read by screen readers: « Chargement du panier ». */
  label?: string;
}

/**
 * A placeholder shape while content loads. Still under reduced motion.
 * @example <Skeleton width="60%" label="Chargement du produit" />
 */
export function Skeleton({ width = '100%', height = '1em', label }: SkeletonProps) {
  return (
    <span
      className={styles.skeleton}
      ref={(node) => {
        if (node) {
          node.style.width = typeof width === 'number' ? `${width}px` : width;
          node.style.height = typeof height === 'number' ? `${height}px` : height;
        }
      }}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
