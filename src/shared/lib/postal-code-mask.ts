/** French postal codes are five digits ('69003'); anything else typed or pasted is dropped. */
export const postalCodeLength = 5;

export function maskPostalCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, postalCodeLength);
}

export function isCompletePostalCode(text: string): boolean {
  return /^\d{5}$/.test(text);
}
