// Exact decimal arithmetic on money and quantity strings, as the numeric columns hold them and
// the API sends them; shared by the API and the screens. Everything is a BigInt scaled integer
// (cents, thousandths): a float would turn Rp 0,10 + Rp 0,20 into 0.30000000000000004.

export const MONEY_SCALE = 2;
export const QTY_SCALE = 3;

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

/**
 * Parses a plain decimal string ("1234.5", "-0.50", "7") into an integer scaled by 10^scale.
 * Extra fraction digits are accepted only when they are zeros (PostgreSQL may print
 * "12.500" for a sum): silently dropping a non-zero digit would not be exact.
 */
export function toScaled(value: string, scale: number): bigint {
  const match = DECIMAL.exec(value);
  if (!match) throw new RangeError(`Not a decimal number: ${JSON.stringify(value)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > scale && /[^0]/.test(fraction.slice(scale))) {
    throw new RangeError(`${value} has more than ${scale} decimal places`);
  }
  const digits = whole + fraction.slice(0, scale).padEnd(scale, '0');
  const scaled = BigInt(digits);
  return sign === '-' ? -scaled : scaled;
}

/** Canonical form: no plus sign, no leading zeros, exactly `scale` decimals ("-0.50"). */
export function fromScaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

/**
 * Integer division rounding half away from zero, which is what PostgreSQL's round() does;
 * for the non-negative amounts of this domain it is the usual half-up.
 */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const remainder = n % d;
  const quotient = n / d + (remainder * 2n >= d ? 1n : 0n);
  return negative ? -quotient : quotient;
}

export const parseMoney = (value: string): bigint => toScaled(value, MONEY_SCALE);
export const parseQty = (value: string): bigint => toScaled(value, QTY_SCALE);
export const formatMoney = (cents: bigint): string => fromScaled(cents, MONEY_SCALE);
export const formatQty = (thousandths: bigint): string => fromScaled(thousandths, QTY_SCALE);

/** Re-prints a money string canonically ("1500" → "1500.00"); throws if it is not one. */
export const normalizeMoney = (value: string): string => formatMoney(parseMoney(value));
export const normalizeQty = (value: string): string => formatQty(parseQty(value));

/** Sums and differences at one scale, exact (in bigint), printed canonically. */
function exactArithmetic(parse: (value: string) => bigint, format: (scaled: bigint) => string) {
  const sum = (values: Iterable<string>): string => {
    let total = 0n;
    for (const value of values) total += parse(value);
    return format(total);
  };
  const add = (...values: string[]): string => sum(values);
  const subtract = (a: string, b: string): string => format(parse(a) - parse(b));
  return { sum, add, subtract };
}

export const { sum: sumMoney, add: addMoney, subtract: subtractMoney } = exactArithmetic(parseMoney, formatMoney);
export const { sum: sumQty, add: addQty, subtract: subtractQty } = exactArithmetic(parseQty, formatQty);

const QTY_FACTOR = 10n ** BigInt(QTY_SCALE);

/** qty × unit price, rounded half-up to the cent, exactly as round(qty * price, 2) in SQL. */
export function multiplyQtyPrice(qty: string, price: string): string {
  return formatMoney(divideRoundHalfUp(parseQty(qty) * parseMoney(price), QTY_FACTOR));
}

const sign = (n: bigint): -1 | 0 | 1 => (n < 0n ? -1 : n > 0n ? 1 : 0);

export const compareMoney = (a: string, b: string): -1 | 0 | 1 => sign(parseMoney(a) - parseMoney(b));
export const compareQty = (a: string, b: string): -1 | 0 | 1 => sign(parseQty(a) - parseQty(b));

/** Indonesian display for messages: "Rp 1.234.567,50", and "Rp 1.500" when there are no cents. */
export function formatRupiah(value: string): string {
  const [whole = '0', fraction = '00'] = normalizeMoney(value).split('.');
  const negative = whole.startsWith('-');
  const grouped = (negative ? whole.slice(1) : whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}Rp ${grouped}${fraction === '00' ? '' : `,${fraction}`}`;
}

/** Parses without throwing, for validating input: undefined when it is not a valid amount. */
export function tryParse(value: unknown, scale: number): bigint | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return toScaled(value, scale);
  } catch {
    return undefined;
  }
}
