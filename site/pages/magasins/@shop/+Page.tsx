import { href } from '@gamelle/domain';
import { useData } from 'vike-react/useData';
import { ShopHoursTag } from '../../../components/ShopHours';
import type { MessageId } from '../../../lib/i18n/i18n';
import { useI18n } from '../../../lib/i18n/i18n-context';
import * as tables from '../../../styles/table.css';

import type { Data } from './+data';

const hours = (time: string) => time.replace(':', ' h ');
const ranges = (list: readonly { open: string; close: string }[]) =>
  list.map((r) => `${hours(r.open)} – ${hours(r.close)}`).join(', ');

/** One shop (SPEC §2 `/magasins/{shop}/`): address, weekly hours, exceptional closings and openings. */
export default function Page() {
  const { localHref, t } = useI18n();

  const { shop, exceptions } = useData<Data>();
  return (
    <>
      <h1>{shop.name}</h1>
      <ShopHoursTag shop={shop} />
      <p>
        {shop.street}, {shop.postcode} {shop.city}
        {shop.phone ? (
          <>
            <br />
            {t('shop.phone')}
            <a href={`tel:${shop.phone}`}>{shop.phone}</a>
          </>
        ) : null}
      </p>
      <h2 id="horaires">{t('shop.hours')}</h2>
      {/* Titled by the heading above it (RGAA 5.4). */}
      <table className={tables.table} aria-labelledby="horaires">
        <tbody>
          {shop.openingHours.weekly.map((day) => (
            <tr key={day.weekday}>
              <th scope="row">{t(`shop.weekday.${day.weekday}` as MessageId)}</th>
              <td>{day.closed || day.ranges.length === 0 ? t('shop.closed') : ranges(day.ranges)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {exceptions.length > 0 ? (
        <>
          <h2>{t('shop.exceptional')}</h2>
          <ul>
            {exceptions.map((e) => (
              <li key={e.from}>
                {e.toLabel
                  ? t('shop.range', { from: e.fromLabel, to: e.toLabel })
                  : t('shop.day', { date: e.fromLabel })}
                {' : '}
                {e.closed ? t('shop.closedLower') : t('shop.openRanges', { ranges: ranges(e.ranges) })}
                {e.label ? ` (${e.label})` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <a href={localHref(href.shops())}>{t('shop.back')}</a>
      </p>
    </>
  );
}
