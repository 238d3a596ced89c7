import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /** CSS width, e.g. `'60%'` or `120`. */
  width?: number | string;
  /** CSS height. @default '1em' */
  height?: number | string;
  /** What is loading, read by screen readers: « Chargement du panier ». */
  label?: string;
  /**
   * A class of yours that sizes the placeholder in your stylesheet. `width` and `height` are set by
   * a script once the page runs (a strict Content-Security-Policy forbids inline styles), so a
   * server-rendered placeholder that must hold its place from the first paint is sized by a class;
   * the class's width and height then apply, and `width`/`height` are not used.
   */
  className?: string;
}

/**
 * A placeholder shape while content loads, shaped like what comes so that nothing moves when it
 * comes. Give it a `label` once per loading area (a polite `status`); the other shapes of the same
 * area stay hidden from screen readers. Still under reduced motion.
 * @example <Skeleton width="60%" label="Chargement du produit" />
 */
export function Skeleton({ width = '100%', height = '1em', label, className }: SkeletonProps) {
  return (
    <span
      className={className ? `${styles.skeleton} ${className}` : styles.skeleton}
      ref={(node) => {
        if (node && !className) {
          node.style.width = typeof width === 'number' ? `${width}px` : width;
          node.style.height = typeof height === 'number' ? `${height}px` : height;
        }
      }}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
