/** Placeholder: being built. */
export function ClubPage() {
  return <h1>ClubPage</h1>;
}
