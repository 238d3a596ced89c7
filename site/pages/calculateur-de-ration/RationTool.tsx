import { href } from '@gamelle/domain';
import { useState } from 'react';
import { useI18n } from '../../lib/i18n/i18n-context';

import * as controls from '../../styles/controls.css';
import { RationCalculator } from '../produits/@product/RationCalculator';
import type { RationFood } from './+data';

/**
 * The ration and delivery-frequency calculators as a tool page (SPEC §2 tools):
 * the dry dog food first — its energy gives the ration, its bags how long each lasts and the
 * delivery frequency that fits — then the product page's calculator for it. No account needed.
 */
export function RationTool({ foods }: { foods: readonly RationFood[] }) {
  const { localHref, t } = useI18n();

  const [sku, setSku] = useState(foods[0]?.sku ?? '');
  const food = foods.find((candidate) => candidate.sku === sku);
  return (
    <>
      <label className={controls.sort}>
        {t('rationTool.food')}
        <select value={sku} onChange={(event) => setSku(event.target.value)}>
          {foods.map((candidate) => (
            <option key={candidate.sku} value={candidate.sku}>
              {candidate.name}
            </option>
          ))}
        </select>
      </label>
      {food ? (
        <>
          <p>
            <a href={localHref(href.product({ product: food.slug }))}>{t('rationTool.see', { name: food.name })}</a>
          </p>
          {/* Keyed: another food starts a fresh calculation, nothing of the last one's answer kept. */}
          <RationCalculator key={food.sku} energyKcalPerKg={food.energyKcalPerKg} bags={food.bags} />
        </>
      ) : null}
    </>
  );
}
