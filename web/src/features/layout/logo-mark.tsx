/**
 * The restaurant's mark (public/images/logo.svg), drawn inline: one request fewer before the first
 * paint, and Lighthouse counts every request that ends before the largest paint in LCP (issue 15).
 * Decorative here: the link around it names the restaurant.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" width={44} height={44} aria-hidden="true" focusable="false" className={className}>
      <g fill="#7a2e12">
        <path d="M13,61C13,54 25,53 28,47L28.5,30H35.5L36,47C39,53 51,54 51,61Z" />
        <path d="M5,27Q32,40 59,27Q50,19 32,20Q14,19 5,27Z" />
        <path d="M27,21C26,15 31,11 32,6C33,11 38,15 37,21Z" />
        <ellipse cx="32" cy="40" rx="6.5" ry="3" />
      </g>
      <g fill="#e7a51b">
        <path d="M11,24c-6,-5 -3,-13 0,-20c3,7 6,15 0,20z" />
        <path d="M53,24c-6,-5 -3,-13 0,-20c3,7 6,15 0,20z" />
      </g>
    </svg>
  );
}
