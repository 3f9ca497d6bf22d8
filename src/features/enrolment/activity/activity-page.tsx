/** Placeholder: being built. */
export function ActivityPage() {
  return <h1>ActivityPage</h1>;
}
