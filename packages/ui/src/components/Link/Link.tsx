import { type AnchorHTMLAttributes, forwardRef } from 'react';
import { cx } from '../../private/cx';
import { visuallyHidden } from '../../private/visually-hidden.css';
import * as styles from './Link.css';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Opens in a new tab, with `rel="noopener noreferrer"` and a hidden « (nouvel onglet) » for screen readers. */
  external?: boolean;
}

/**
 * A text link in the kit's colours, with a visible focus ring.
 * @example <Link href="/chien/">Nourriture pour chien</Link>
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { external, className, children, ...rest },
  ref,
) {
  return (
    <a
      {...rest}
      ref={ref}
      className={cx(styles.link, className)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {external ? ' ' : null}
      {external ? <span className={visuallyHidden}>(nouvel onglet)</span> : null}
    </a>
  );
});
