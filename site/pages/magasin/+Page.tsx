import { Breadcrumb } from '@gamelle/ui';
import { useData } from 'vike-react/useData';
import { ShopHoursTag } from '../../components/ShopHours';
import type { Data } from './+data';

const WEEKDAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];
const frenchDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const hours = (t: string) => t.replace(':', ' h ');

/** One shop (SPEC §2 `/magasins/{shop}/`): address, weekly hours, exceptional closings and openings. */
export default function Page() {
  const { shop } = useData<Data>();
  return (
    <>
      <Breadcrumb
        items={[{ label: 'Accueil', href: '/' }, { label: 'Nos magasins', href: '/magasins/' }, { label: shop.name }]}
      />
      <h1>{shop.name}</h1>
      <ShopHoursTag shop={shop} />
      <p>
        {shop.street}, {shop.postcode} {shop.city}
        {shop.phone ? (
          <>
            <br />
            Téléphone : <a href={`tel:${shop.phone}`}>{shop.phone}</a>
          </>
        ) : null}
      </p>
      <h2>Horaires</h2>
      <table>
        <tbody>
          {shop.openingHours.weekly.map((day) => (
            <tr key={day.weekday}>
              <th scope="row">{WEEKDAYS[day.weekday - 1]}</th>
              <td>
                {day.closed || day.ranges.length === 0
                  ? 'Fermé'
                  : day.ranges.map((r) => `${hours(r.open)} – ${hours(r.close)}`).join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {shop.openingHours.exceptions.length > 0 ? (
        <>
          <h2>Horaires exceptionnels</h2>
          <ul>
            {shop.openingHours.exceptions.map((e) => (
              <li key={e.from}>
                {e.to && e.to !== e.from
                  ? `Du ${frenchDate(e.from)} au ${frenchDate(e.to)}`
                  : `Le ${frenchDate(e.from)}`}{' '}
                :{' '}
                {e.closed
                  ? 'fermé'
                  : `ouvert ${e.ranges.map((r) => `${hours(r.open)} – ${hours(r.close)}`).join(', ')}`}
                {e.label ? ` (${e.label})` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
