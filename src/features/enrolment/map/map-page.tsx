/** Placeholder: being built. */
export function MapPage() {
  return <h1>MapPage</h1>;
}
