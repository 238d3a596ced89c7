import * as styles from './guide.css';
import { remAndPx } from './sizes';
import { tokenNames, tokenVar, useTokenPixels, useTokenValue } from './tokens';

function SpaceRow({ name }: { name: string }) {
  const value = useTokenValue('space', name);
  const { px } = remAndPx(value, useTokenPixels('space', name));
  return (
    <tr>
      <th scope="row">
        <code>space.{name}</code>
      </th>
      <td>{value ? <code>{value}</code> : 'non définie'}</td>
      <td>{px}</td>
      <td>
        <span aria-hidden="true" className={styles.spaceBar} style={{ inlineSize: tokenVar('space', name) }} />
      </td>
    </tr>
  );
}

/** Every `space` token as a bar of its width. */
export function SpaceScale() {
  return (
    <table>
      <caption>L’échelle des espacements (px pour une taille de base de 16 px)</caption>
      <thead>
        <tr>
          <th scope="col">Jeton</th>
          <th scope="col">Valeur</th>
          <th scope="col">px</th>
          <th scope="col">Largeur</th>
        </tr>
      </thead>
      <tbody>
        {tokenNames('space').map((name) => (
          <SpaceRow key={name} name={name} />
        ))}
      </tbody>
    </table>
  );
}

function BoxItem({ group, name }: { group: 'radius' | 'shadow'; name: string }) {
  const value = useTokenValue(group, name);
  const reference = tokenVar(group, name);
  return (
    <li className={styles.boxItem}>
      <span
        aria-hidden="true"
        className={group === 'radius' ? styles.radiusBox : styles.shadowBox}
        style={group === 'radius' ? { borderRadius: reference } : { boxShadow: reference }}
      />
      <code>
        {group}.{name}
      </code>
      <code>{value || 'non définie'}</code>
    </li>
  );
}

/** Every `radius` token on a box. */
export function RadiusScale() {
  return (
    <ul className={`sb-unstyled ${styles.boxes}`} aria-label="Les arrondis">
      {tokenNames('radius').map((name) => (
        <BoxItem key={name} group="radius" name={name} />
      ))}
    </ul>
  );
}

/** Every `shadow` token on a box. */
export function ShadowScale() {
  return (
    <ul className={`sb-unstyled ${styles.boxes}`} aria-label="Les ombres">
      {tokenNames('shadow').map((name) => (
        <BoxItem key={name} group="shadow" name={name} />
      ))}
    </ul>
  );
}
