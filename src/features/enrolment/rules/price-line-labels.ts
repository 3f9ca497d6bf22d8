/**
 * One name per price line wherever the price is shown: the category step's reduction message,
 * the payment step's lines, the summary and the cart (issue 34: the same discount was 'Licence
 * Premium déjà réglée…' in step 2 and 'Déduction droit club' in the cart; 'Réduction famille'
 * became 'Réduction'). The server's reason names a discount; the generic word only stands in
 * when it gives none.
 */
export function discountLabel(reason: string | null | undefined): string {
  return reason?.trim() || 'Réduction';
}

export function clubRightLabel(reason: string | null | undefined): string {
  return reason?.trim() || 'Déduction droit club';
}

export function promoLabel(promo: { title: string; discountPercentage: number }): string {
  return `Promo ${promo.title} (${promo.discountPercentage} %)`;
}
