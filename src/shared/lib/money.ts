// Made on first use: a page's first Intl formatter loads locale data (tens of milliseconds on a
// phone), which a module that merely imports this file should not pay.
let euros: Intl.NumberFormat | undefined;

export function formatEuros(amount: number): string {
  euros ??= new Intl.NumberFormat('fr-FR', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return euros.format(amount);
}

/** Amounts sent to the payment provider are in cents (price x 100, rounded). */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}
