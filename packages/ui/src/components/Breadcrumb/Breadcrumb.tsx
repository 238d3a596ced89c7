import { useKitWords } from '../KitLocale/KitLocale';
import * as styles from './Breadcrumb.css';
import { BREADCRUMB_WORDS } from './words';

export interface BreadcrumbItem {
  /** The page's name as the trail shows it. */
  label: string;
  /** Omitted for the current page. */
  href?: string;
}

export interface BreadcrumbProps {
  /** From the home page to the current page, which comes last (without `href`). */
  items: readonly BreadcrumbItem[];
}

/**
 * Where the page sits; the last item is the current page (`aria-current="page"`). Use it at the top
 * of catalogue and content pages deeper than the home page; the navigation landmark is named by
 * the kit's `breadcrumb` word (« Fil d’Ariane »).
 * @example <Breadcrumb items={[{ label: 'Accueil', href: '/' }, { label: 'Chien', href: '/chien/' }, { label: 'Croquettes' }]} />
 */
export function Breadcrumb({ items }: BreadcrumbProps) {
  // Its name in the page's language (`KitLocaleProvider`, ADR 0019).
  const label = useKitWords(BREADCRUMB_WORDS).breadcrumb;
  return (
    <nav aria-label={label}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${item.label}-${item.href ?? ''}`} className={styles.item}>
              {item.href && !current ? (
                <a href={item.href}>{item.label}</a>
              ) : (
                <span aria-current={current ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
