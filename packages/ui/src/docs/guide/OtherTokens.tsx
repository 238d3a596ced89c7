import { tokenGroups, tokenNames, tokenProperty, useTokenValue } from './tokens';

/** The groups the guide's sections show, each in its own way. */
export const SHOWN_GROUPS = [
  'color',
  'font',
  'fontSize',
  'lineHeight',
  'fontWeight',
  'letterSpacing',
  'measure',
  'space',
  'radius',
  'shadow',
];

function OtherRow({ group, name }: { group: string; name: string }) {
  const value = useTokenValue(group, name);
  return (
    <tr>
      <th scope="row">
        <code>
          {group}.{name}
        </code>
      </th>
      <td>
        <code>{tokenProperty(group, name)}</code>
      </td>
      <td>{value ? <code>{value}</code> : 'non définie'}</td>
    </tr>
  );
}

/**
 * The tokens of groups added to the theme since the guide was written: listed with their value,
 * until a section shows them. Nothing when every group has its section.
 */
export function OtherTokens() {
  const groups = tokenGroups().filter((group) => !SHOWN_GROUPS.includes(group));
  if (groups.length === 0) return null;
  return (
    <>
      <h2>Autres jetons</h2>
      <table>
        <caption>Les jetons que ce guide ne montre pas encore en exemple</caption>
        <thead>
          <tr>
            <th scope="col">Jeton</th>
            <th scope="col">Variable CSS</th>
            <th scope="col">Valeur</th>
          </tr>
        </thead>
        <tbody>
          {groups.flatMap((group) =>
            tokenNames(group).map((name) => <OtherRow key={`${group}.${name}`} group={group} name={name} />),
          )}
        </tbody>
      </table>
    </>
  );
}
