/**
 * pdf-lib's standard fonts encode WinAnsi only: Intl's French amounts and dates carry U+202F
 * (narrow no-break space), which makes drawText throw (TOOLCHAIN 17). U+00A0 looks the same.
 */
export function pdfSafeText(text: string): string {
  return text.replace(/\u202f/g, '\u00a0');
}

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

export function pdfEuros(amount: number): string {
  return pdfSafeText(euros.format(amount));
}
