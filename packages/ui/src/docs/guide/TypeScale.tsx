import * as styles from './guide.css';
import { remAndPx } from './sizes';
import { tokenNames, tokenVar, useTokenPixels, useTokenValue } from './tokens';

/** The line every size and family is shown with. */
export const SAMPLE = 'Croquettes au poulet pour chien adulte';
const PARAGRAPH =
  'Des croquettes au poulet frais, sans céréales, cuites à basse température : une ration complète pour un chien adulte actif, à donner en deux repas.';

/** A token's value as the theme shown writes it. */
function Value({ group, name }: { group: string; name: string }) {
  const value = useTokenValue(group, name);
  return value ? <code>{value}</code> : <>non définie</>;
}

/** `font.body`, `font.heading`: the sample line in each family, and its stack. */
export function FontFamilies() {
  return (
    <table>
      <caption>Les familles de caractères</caption>
      <thead>
        <tr>
          <th scope="col">Jeton</th>
          <th scope="col">Exemple</th>
          <th scope="col">Pile de polices</th>
        </tr>
      </thead>
      <tbody>
        {tokenNames('font').map((name) => (
          <tr key={name}>
            <th scope="row">
              <code>font.{name}</code>
            </th>
            <td>
              <span className={styles.typeSample} style={{ fontFamily: tokenVar('font', name) }}>
                {SAMPLE}, 0123456789
              </span>
            </td>
            <td>
              <Value group="font" name={name} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SizeRow({ name }: { name: string }) {
  const value = useTokenValue('fontSize', name);
  const { rem, px } = remAndPx(value, useTokenPixels('fontSize', name));
  return (
    <tr>
      <th scope="row">
        <code>fontSize.{name}</code>
      </th>
      <td>
        <span className={styles.nowrap}>{rem}</span>
        <span className={styles.nowrap}>{px}</span>
      </td>
      <td>
        <span className={styles.typeSample} style={{ fontSize: tokenVar('fontSize', name) }}>
          {SAMPLE}
        </span>
      </td>
    </tr>
  );
}

/**
 * Every `fontSize` token, in the order of Gamelle's tokens, with the sample line at its size: its
 * size in rem and px, the bounds of a size that grows with the window and its size at this width.
 */
export function FontSizes() {
  return (
    <table>
      <caption>L’échelle des tailles (en px pour une taille de base de 16 px)</caption>
      <thead>
        <tr>
          <th scope="col">Jeton</th>
          <th scope="col">Taille</th>
          <th scope="col">Exemple</th>
        </tr>
      </thead>
      <tbody>
        {tokenNames('fontSize').map((name) => (
          <SizeRow key={name} name={name} />
        ))}
      </tbody>
    </table>
  );
}

/** How each group of this table is shown: the CSS property its sample gets, and the sample. */
const DETAILS = [
  { group: 'lineHeight', property: 'lineHeight', paragraph: true },
  { group: 'fontWeight', property: 'fontWeight', paragraph: false },
  { group: 'letterSpacing', property: 'letterSpacing', paragraph: false },
] as const;

/** Every `lineHeight`, `fontWeight` and `letterSpacing` token, each on a sample that shows it. */
export function TypeDetails() {
  return (
    <table>
      <caption>Les interlignes, les graisses et l’espacement des lettres</caption>
      <thead>
        <tr>
          <th scope="col">Jeton</th>
          <th scope="col">Valeur</th>
          <th scope="col">Exemple</th>
        </tr>
      </thead>
      <tbody>
        {DETAILS.flatMap(({ group, property, paragraph }) =>
          tokenNames(group).map((name) => (
            <tr key={`${group}.${name}`}>
              <th scope="row">
                <code>
                  {group}.{name}
                </code>
              </th>
              <td>
                <Value group={group} name={name} />
              </td>
              <td>
                <span
                  className={paragraph ? `${styles.typeSample} ${styles.paragraphSample}` : styles.typeSample}
                  style={{ [property]: tokenVar(group, name) }}
                >
                  {paragraph ? PARAGRAPH : SAMPLE}
                </span>
              </td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}

/** Every `measure` token: a paragraph as wide as it lets a line be. */
export function MeasureSamples() {
  return tokenNames('measure').map((name) => (
    <div key={name} className={`sb-unstyled ${styles.measure}`}>
      <p className={styles.measureLabel}>
        <code>measure.{name}</code> : <Value group="measure" name={name} />
      </p>
      <p
        className={styles.typeSample}
        style={{ maxInlineSize: tokenVar('measure', name), lineHeight: tokenVar('lineHeight', 'body') }}
      >
        {PARAGRAPH} {PARAGRAPH}
      </p>
    </div>
  ));
}
