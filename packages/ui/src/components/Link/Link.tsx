import { type AnchorHTMLAttributes, forwardRef } from 'react';
import { cx } from '../../private/cx';
import { visuallyHidden } from '../../private/visually-hidden.css';
import { useKitWords } from '../KitLocale/KitLocale';
import * as styles from './Link.css';
import { LINK_WORDS } from './words';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where the link leads. */
  href: string;
  /**
   * Opens in a new tab, with `rel="noopener noreferrer"` and a hidden « (nouvel onglet) » for screen
   * readers (`newTab` of the kit's words: « (nieuw tabblad) » in Dutch).
   */
  external?: boolean;
}

/**
 * A text link in the kit's colours, with a visible focus ring. Use it for navigation, in text or
 * on its own; an action on the page is a `Button`. `external` for another site.
 * @example <Link href="/chien/">Nourriture pour chien</Link>
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { external, className, children, ...rest },
  ref,
) {
  const messages = useKitWords(LINK_WORDS);
  return (
    <a
      {...rest}
      ref={ref}
      className={cx(styles.link, className)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {external ? ' ' : null}
      {external ? <span className={visuallyHidden}>{messages.newTab}</span> : null}
    </a>
  );
});
