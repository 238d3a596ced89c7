/** Quantity counter bounds (SPEC §5 "Counter: not below min (default 0), not above max when set"). */
export interface CounterBounds {
  min?: number;
  max?: number;
}

export function clampCount(value: number, { min = 0, max }: CounterBounds = {}): number {
  const safe = Number.isFinite(value) ? Math.round(value) : min;
  const floor = Math.max(safe, min);
  return max === undefined ? floor : Math.min(floor, max);
}

export const canDecrement = (value: number, { min = 0 }: CounterBounds = {}) => value > min;
export const canIncrement = (value: number, { max }: CounterBounds = {}) => max === undefined || value < max;

/** SPEC §4 "Counter closes at minimum and opens on add". */
export function isCounterClosed(value: number, { min = 0 }: CounterBounds = {}): boolean {
  return value <= min;
}
