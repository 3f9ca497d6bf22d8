/** Placeholder: being built. */
export function PricesPage() {
  return <h1>PricesPage</h1>;
}
