/**
 * docs/spec/administration.md 9: 'Premium pack price 25 euros' (the public form and the home's
 * block).
 */
export const premiumPackPrice = 25;
