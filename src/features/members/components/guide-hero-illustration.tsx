/**
 * The landing page's illustration, drawn in the page rather than fetched: the prerendered HTML
 * paints it with the text, so the first paint is the whole hero (issue 9's static first paint).
 */
export function GuideHeroIllustration() {
  return (
    <svg
      className="members-hero__illustration"
      viewBox="0 0 480 240"
      width="480"
      height="240"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="480" height="240" rx="20" fill="#e8f0fb" />
      <circle cx="90" cy="170" r="46" fill="#1d4e89" />
      <path d="M60 170h60M90 140v60" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
      <circle cx="240" cy="90" r="34" fill="#f2a900" />
      <path
        d="M214 70c12 10 12 30 0 40M266 70c-12 10-12 30 0 40"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
      />
      <rect x="320" y="120" width="110" height="80" rx="12" fill="#0b6e4f" />
      <path d="M340 160h70M375 130v60" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      <path
        d="M40 60q80-40 160 0t160 0 120-10"
        fill="none"
        stroke="#1d4e89"
        strokeWidth="4"
        strokeDasharray="10 8"
      />
    </svg>
  );
}
