/** Mobile numbers are typed and shown as 00.00.00.00.00: 14 characters at most. */
export const phoneMask = '00.00.00.00.00';
export const phoneMaxLength = phoneMask.length;

export function maskPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 10);
  return (digits.match(/\d{1,2}/g) ?? []).join('.');
}

export function isCompletePhone(text: string): boolean {
  return /^\d{2}(\.\d{2}){4}$/.test(text);
}

/** The digits only, as the backend stores them. */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '');
}
