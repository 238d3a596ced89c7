import { Breadcrumb } from '@gamelle/ui';
import { useData } from 'vike-react/useData';
import { ProductCard } from '../../components/ProductCard';
import * as cards from '../../components/ProductCard.css';
import { linkList } from '../../styles/content.css';
import type { Data } from './+data';

/** Category page (SPEC §2 `/{category}…/`): sub-categories, then products, best sellers first. */
export default function Page() {
  const { category, parent, children, products, total } = useData<Data>();
  const crumbs = [
    { label: 'Accueil', href: '/' },
    ...(parent ? [{ label: parent.title, href: `/${parent.key}/` }] : []),
    { label: category.title },
  ];
  return (
    <>
      <Breadcrumb items={crumbs} />
      <h1>{category.title}</h1>
      <p>{category.description}</p>
      {children.length > 0 ? (
        <nav aria-label="Sous-catégories">
          <ul className={linkList}>
            {children.map((child) => (
              <li key={child.key}>
                <a href={`/${child.key}/`}>{child.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p>
        {total} produit{total > 1 ? 's' : ''}, les meilleures ventes d’abord.
      </p>
      <ul className={cards.grid}>
        {products.map((product, index) => (
          <li key={product.sku}>
            <ProductCard product={product} priority={index < 4} />
          </li>
        ))}
      </ul>
    </>
  );
}
