const euros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatEuros(amount: number): string {
  return euros.format(amount);
}

/** Amounts sent to the payment provider are in cents (price x 100, rounded). */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}
