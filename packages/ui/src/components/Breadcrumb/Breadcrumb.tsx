import { useKitWords } from '../KitLocale/KitLocale';
import * as styles from './Breadcrumb.css';
import { BREADCRUMB_WORDS } from './words';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page. */
  href?: string;
}

export interface BreadcrumbProps {
  items: readonly BreadcrumbItem[];
}

/**
 * Where the page sits; the last item is the current page (`aria-current="page"`).
 * @example <Breadcrumb items={[{ label: 'Accueil', href: '/' }, { label: 'Chien', href: '/chien/' }, { label: 'Croquettes' }]} />
 */
export function Breadcrumb({ items }: BreadcrumbProps) {
  // Its name in the page's language (`KitLocaleProvider`, issue 27).
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
