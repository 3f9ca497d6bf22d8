// Written by hand, not with Intl, as format-count.ts: the first Intl.NumberFormat with a currency
// loads the locale's data, 20 ms of a club or activity page's first render on this machine and
// ten times that on a low-tier phone (issue 37, docs/adr/0028). The output is Intl's fr-FR one,
// character for character (tests/shared/lib/money-and-dates.test.ts compares them).
import { formatCount } from './format-count';

let intlEuros: Intl.NumberFormat | undefined;

/**
 * Cents of an amount, rounded half away from zero on the decimal the amount is written as
 * (2.675 gives 268, as Intl does), not on its binary value (2.675 * 100 is 267.499…).
 */
function roundedCents(amount: number): number {
  const text = String(Math.abs(amount));
  return text.includes('e') ? Math.round(Math.abs(amount) * 100) : Math.round(Number(`${text}e2`));
}

/** '1 234,50 €': narrow no-break spaces between thousands, a no-break space before the sign. */
export function formatEuros(amount: number): string {
  // No member pays that much: Intl writes what cents cannot hold exactly.
  if (!(Math.abs(amount) < 1e13)) {
    intlEuros ??= new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
    return intlEuros.format(amount);
  }
  const cents = roundedCents(amount);
  const units = formatCount(Math.trunc(cents / 100));
  const decimals = String(cents % 100).padStart(2, '0');
  const negative = amount < 0 || Object.is(amount, -0);
  return `${negative ? '-' : ''}${units},${decimals}\u00a0€`;
}

/** Amounts sent to the payment provider are in cents (price x 100, rounded). */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}
