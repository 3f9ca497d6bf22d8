/**
 * The landing page's illustration, drawn in the page rather than fetched: the prerendered HTML
 * paints it with the text, so the first paint is the whole hero (issue 9's static first paint).
 * It says sport and clubs without words (issue 34): a club's pennant above a running track, a
 * runner, a ball and a racket.
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
      <g fill="none" strokeWidth="6">
        <rect x="36" y="150" width="408" height="70" rx="35" stroke="#d9664a" />
        <rect x="58" y="166" width="364" height="38" rx="19" stroke="#e98d73" />
      </g>
      <path d="M84 146V40" stroke="#1d4e89" strokeWidth="6" strokeLinecap="round" />
      <path d="M87 42l72 22-72 22z" fill="#1d4e89" />
      <path d="M112 56l3 8h8l-6 5 2 8-7-5-7 5 2-8-6-5h8z" fill="#fff" />
      <g stroke="#0b6e4f" strokeWidth="12" strokeLinecap="round" strokeLinejoin="round" fill="none">
        <path d="M247 88l-14 40" />
        <path d="M222 110l22-14 24 14" />
        <path d="M233 128l26 18 2 30M233 128l-18 26-24 4" />
      </g>
      <circle cx="254" cy="66" r="15" fill="#0b6e4f" />
      <circle cx="352" cy="112" r="24" fill="#f2a900" />
      <path
        d="M334 96c10 8 10 24 0 32M370 96c-10 8-10 24 0 32"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
      />
      <g transform="rotate(-35 410 84)">
        <ellipse cx="410" cy="70" rx="22" ry="28" fill="none" stroke="#1d4e89" strokeWidth="6" />
        <path
          d="M396 60h28M394 74h32M398 88h24M402 48v44M410 44v52M418 48v44"
          stroke="#1d4e89"
          strokeWidth="2"
        />
        <path d="M410 98v34" stroke="#1d4e89" strokeWidth="8" strokeLinecap="round" />
      </g>
    </svg>
  );
}
