import { Fragment } from 'react';
import {
  CONTRAST_PAIRS,
  type ContrastLevel,
  type ContrastPair,
  contrastLevel,
  contrastRatio,
  formatRatio,
} from './contrast';
import * as styles from './guide.css';
import { tokenNames, tokenProperty, tokenVar, useColours, useTokenValue } from './tokens';

/** The level in words: the page never says it with a colour alone. */
const LEVELS: Record<ContrastLevel, string> = { aa: 'AA', 'aa-large': 'AA grand texte', fail: 'insuffisant' };

/** One ratio: a sample of the pair, the background, the ratio and its level. */
function PairItem({ pair }: { pair: ContrastPair }) {
  const colours = useColours();
  const ratio = contrastRatio(colours[pair.foreground] ?? '', colours[pair.background] ?? '');
  const foreground = tokenVar('color', pair.foreground);
  const background = tokenVar('color', pair.background);
  return (
    <li className={styles.pair}>
      {pair.kind === 'text' ? (
        <span aria-hidden="true" className={styles.textSample} style={{ color: foreground, background }}>
          Aa
        </span>
      ) : (
        <span aria-hidden="true" className={styles.lineSample} style={{ borderColor: foreground, background }} />
      )}
      <span>
        sur <code>{pair.background}</code> :{' '}
        {ratio === null ? (
          'non calculable (couleur absente ou transparente)'
        ) : (
          <>
            {formatRatio(ratio)}, <strong>{LEVELS[contrastLevel(ratio, pair.kind)]}</strong>
            {pair.kind === 'non-text' ? ' (élément non textuel, seuil 3:1)' : null}
          </>
        )}
      </span>
    </li>
  );
}

/** The tokens' names, in `<code>`, separated by commas. */
function CodeList({ names }: { names: string[] }) {
  return names.map((name, index) => (
    <Fragment key={name}>
      {index > 0 ? ', ' : null}
      <code>{name}</code>
    </Fragment>
  ));
}

function ColourRow({ name }: { name: string }) {
  const value = useTokenValue('color', name);
  const drawn = CONTRAST_PAIRS.filter(({ foreground }) => foreground === name);
  const under = CONTRAST_PAIRS.filter(({ background }) => background === name).map(({ foreground }) => foreground);
  return (
    <tr>
      <th scope="row">
        <span className={styles.tokenName}>
          <span aria-hidden="true" className={styles.swatch} style={{ background: tokenVar('color', name) }} />
          <code>color.{name}</code>
        </span>
      </th>
      <td>
        <code>{tokenProperty('color', name)}</code>
      </td>
      <td>{value ? <code>{value}</code> : 'non définie'}</td>
      <td>
        {drawn.length > 0 ? (
          <ul className={`sb-unstyled ${styles.plainList}`}>
            {drawn.map((pair) => (
              <PairItem key={`${pair.foreground} ${pair.background}`} pair={pair} />
            ))}
          </ul>
        ) : under.length > 0 ? (
          <>
            Couleur de fond : voir {under.length > 1 ? 'les lignes' : 'la ligne'} <CodeList names={under} />.
          </>
        ) : (
          'Aucun contraste que le kit exige.'
        )}
      </td>
    </tr>
  );
}

/**
 * Every colour token of the theme, in the order of Gamelle's tokens: its swatch, its CSS variable,
 * its value in the theme shown, and the contrasts the kit relies on, computed from that value.
 */
export function ColourTable() {
  return (
    <table>
      <caption>Les couleurs du thème montré et leurs contrastes (WCAG 2.2)</caption>
      <thead>
        <tr>
          <th scope="col">Jeton</th>
          <th scope="col">Variable CSS</th>
          <th scope="col">Valeur</th>
          <th scope="col">Contrastes</th>
        </tr>
      </thead>
      <tbody>
        {tokenNames('color').map((name) => (
          <ColourRow key={name} name={name} />
        ))}
      </tbody>
    </table>
  );
}
