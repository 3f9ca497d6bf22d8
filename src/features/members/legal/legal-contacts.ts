/** The federation's addresses, as the footer shows them. */
export function legalContacts(productSlug: string) {
  return {
    postalAddress: '12 rue des Sports, 75012 Paris',
    contactEmail: `contact@${productSlug}.example.fr`,
    privacyEmail: `dpo@${productSlug}.example.fr`,
    accessibilityEmail: `accessibilite@${productSlug}.example.fr`,
  };
}
