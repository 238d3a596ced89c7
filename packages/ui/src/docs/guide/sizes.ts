/** The root font size the px columns assume: the browsers' default. */
export const ROOT_PX = 16;

const LENGTH = /^(-?\d*\.?\d+)(rem|px)$/;
/** `clamp(min, preferred, max)`: a size that grows with the window between two bounds. */
const CLAMP = /^clamp\(\s*([^,]+?)\s*,[^,]+,\s*([^,]+?)\s*\)$/;

const number = (value: number) => value.toLocaleString('fr-FR', { maximumFractionDigits: 4 });

/** A length in rem or px, in px; `null` for anything else. */
function toPx(length: string): number | null {
  const match = LENGTH.exec(length.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  return match[2] === 'rem' ? amount * ROOT_PX : amount;
}

/**
 * A size token in rem and in px (at a 16 px root), in French: « 1,25 rem » and « 20 px »; for a
 * `clamp()`, its bounds, « 1,75 à 2,25 rem », « 28 à 36 px », and `here`, the size the browser
 * computed at this window's width (« 31,2 px ici »); any other value as it is written.
 */
export function remAndPx(value: string, here = ''): { rem: string; px: string } {
  const single = toPx(value);
  if (single !== null) return { rem: `${number(single / ROOT_PX)} rem`, px: `${number(single)} px` };
  const computed = here ? toPx(here) : null;
  const atThisWidth = computed === null ? '' : `, ${number(computed)} px ici`;
  const clamp = CLAMP.exec(value.trim());
  const low = clamp ? toPx(clamp[1] ?? '') : null;
  const high = clamp ? toPx(clamp[2] ?? '') : null;
  if (low !== null && high !== null) {
    return {
      rem: `${number(low / ROOT_PX)} à ${number(high / ROOT_PX)} rem`,
      px: `${number(low)} à ${number(high)} px${atThisWidth}`,
    };
  }
  return {
    rem: computed === null ? value || 'non définie' : `${number(computed / ROOT_PX)} rem ici`,
    px: computed === null ? '—' : `${number(computed)} px ici`,
  };
}
