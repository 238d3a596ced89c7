/**
 * French number formatting without `Intl` (fr-FR: digits grouped by three with a narrow no-break
 * space from 1 000 up, a decimal comma, halves rounded away from zero).
 *
 * Why not `Intl.NumberFormat`: a browser builds its first number formatter from the ICU data, which
 * took 20–45 ms in Chromium on the development machine (ADR 0008), four times that on the phones
 * Lighthouse simulates — one long task on every catalogue page that shows a price, while the page
 * hydrates. The output is the same as `Intl.NumberFormat('fr-FR', …)` (the unit tests
 * compare both on thousands of values); Dutch (`nl`) will get its own separators here.
 */

/** U+202F, the group separator of fr-FR. */
const FR_GROUP_SEPARATOR = '\u202f';
const FR_DECIMAL_SEPARATOR = ',';

export interface DecimalFormatOptions {
  /** Digits always shown after the comma (default 0). */
  minimumFractionDigits?: number;
  /** Digits at most after the comma, the last one rounded (default 3, as Intl). */
  maximumFractionDigits?: number;
}

/** Groups a string of digits by three from the right. */
function group(digits: string, separator: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.length % 3 || 3;
  let out = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) out += separator + digits.slice(i, i + 3);
  return out;
}

/** The decimal digits of a non-negative number's shortest representation (as ICU reads it). */
function decimalDigits(abs: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponent = '0'] = abs.toString().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  let digits = whole + fraction;
  let point = whole.length + Number(exponent);
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  digits = digits.padEnd(point, '0');
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/** Adds one to a string of digits. */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * A finite number as fr-FR writes it. Rounding is Intl's: the shortest decimal form of the number
 * (4.35, not the binary 4.3499…), halves away from zero.
 * @example formatDecimal(3850) // '3 850' (narrow no-break space)
 * @example formatDecimal(4.35, { maximumFractionDigits: 1 }) // '4,4'
 */
export function formatDecimal(value: number, options: DecimalFormatOptions = {}): string {
  const max = options.maximumFractionDigits ?? 3;
  const min = Math.min(options.minimumFractionDigits ?? 0, max);
  if (!Number.isFinite(value)) return String(value);
  let { whole, fraction } = decimalDigits(Math.abs(value));
  if (fraction.length > max) {
    const kept = whole + fraction.slice(0, max);
    const rounded = fraction.charAt(max) >= '5' ? increment(kept) : kept;
    whole = rounded.slice(0, rounded.length - max);
    fraction = rounded.slice(rounded.length - max);
  }
  whole = whole.replace(/^0+(?=\d)/, '') || '0';
  while (fraction.length > min && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  fraction = fraction.padEnd(min, '0');
  // As Intl: a negative value keeps its sign even when it rounds to zero (-0,0004 → « -0 »).
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${group(whole, FR_GROUP_SEPARATOR)}${fraction ? FR_DECIMAL_SEPARATOR + fraction : ''}`;
}
