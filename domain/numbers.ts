// Numbers as a Hungarian reader expects them (specialised-features.md §9 "Thousand separator is a space";
// reader-site.md §9): a space between thousands, a decimal comma. Without dayjs: the live parts (a match
// view's statistics, a result table) draw them in the browser.

/** The thousand separator: a plain space (reader-site.md §9). */
export const THOUSAND_SEPARATOR = ' ';
/** The Hungarian decimal separator. */
export const DECIMAL_SEPARATOR = ',';

/** A number with exactly `digits` decimals (a column of rates reads alike: "4,90", "395,12", "465,00"). */
export function formatFixed(n: number, digits: number): string {
  if (!Number.isFinite(n)) return '–';
  const fixed = Math.abs(n).toFixed(digits);
  const [intPart = '0', fracPart = ''] = fixed.split('.');
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSAND_SEPARATOR);
  const negative = n < 0 && /[1-9]/.test(fixed);
  return `${negative ? '-' : ''}${grouped}${fracPart ? DECIMAL_SEPARATOR + fracPart : ''}`;
}

/**
 * A number with a space between thousands ('300 000') and a decimal comma ('12,5'), rounded to at
 * most `maxFractionDigits` decimals with trailing zeros left off. Every number from four digits on is
 * grouped ('1 000'). Not-a-number and infinities give '–'.
 */
export function formatNumber(n: number, maxFractionDigits = 0): string {
  if (!Number.isFinite(n)) return '–';
  const digits = Math.min(20, Math.max(0, Math.floor(maxFractionDigits)));
  const fixed = Math.abs(n).toFixed(digits);
  const [intPart = '0', fracPart = ''] = fixed.split('.');
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSAND_SEPARATOR);
  const frac = fracPart.replace(/0+$/, '');
  const negative = n < 0 && /[1-9]/.test(fixed);
  return `${negative ? '-' : ''}${grouped}${frac ? DECIMAL_SEPARATOR + frac : ''}`;
}

/**
 * A number the live-score service writes as text ('2640.0', '25', '12.5'; API-style, decimal point) as a
 * reader reads it: '2 640', '25', '12,5' (the spec's career points: no '.0'). Text that is no number stays as
 * it is; missing or blank is null (the caller shows its dash).
 */
export function numericText(value: string | number | null | undefined, maxFractionDigits = 1): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? formatNumber(value, maxFractionDigits) : null;
  const text = value.trim();
  if (text === '') return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? formatNumber(Number(text), maxFractionDigits) : text;
}
