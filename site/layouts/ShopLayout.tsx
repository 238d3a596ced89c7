import { gamelleTheme } from '@gamelle/ui/theme';
import type { ReactNode } from 'react';
import { useData } from 'vike-react/useData';
import type { LayoutData } from '../lib/layout-data.server';
import '../styles/global.css';
import * as styles from './ShopLayout.css';

/** Header links kept when the content API gave none (the error page renders without data). */
const FALLBACK_NAVIGATION = [
  { label: 'Chien', href: '/chien/' },
  { label: 'Chat', href: '/chat/' },
];

/** The default layout: skip link, header from the content API, main landmark, footer. */
export function ShopLayout({ children }: { children: ReactNode }) {
  const layout = useData<Partial<LayoutData> | undefined>();
  const header = layout?.header;
  const footer = layout?.footer;
  const navigation = header?.navigation ?? FALLBACK_NAVIGATION;
  return (
    <div className={`${gamelleTheme} ${styles.root}`}>
      <a className={styles.skipLink} href="#contenu">
        Aller au contenu
      </a>
      {header?.promoBanner ? <p className={styles.banner}>{header.promoBanner}</p> : null}
      <header className={styles.header}>
        <a className={styles.brand} href="/">
          Gamelle
        </a>
        <nav aria-label="Navigation principale">
          <ul className={styles.navList}>
            {navigation.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
            <li>
              <a href="/panier/">Mon panier</a>
            </li>
          </ul>
        </nav>
      </header>
      <main id="contenu" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.footer}>
        {footer ? (
          <div className={styles.footerColumns}>
            {footer.columns.map((column) => (
              <nav key={column.title} aria-label={column.title}>
                <h2 className={styles.footerTitle}>{column.title}</h2>
                <ul className={styles.navList}>
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <a href={link.href}>{link.label}</a>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        ) : null}
        <p>{header?.supportHours ?? 'Service client du lundi au vendredi, de 9 h à 18 h'}</p>
        <p>Livraison en France, en Belgique et au Luxembourg.</p>
        {footer ? (
          <nav aria-label="Informations légales">
            <ul className={styles.navList}>
              {footer.legal.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </footer>
    </div>
  );
}
