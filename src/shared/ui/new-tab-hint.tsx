/** Tells screen-reader users that a link opens a new tab: 'Facebook (nouvel onglet)'. */
export function NewTabHint() {
  return (
    <>
      {' '}
      <span className="visually-hidden">(nouvel onglet)</span>
    </>
  );
}
