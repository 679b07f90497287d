/** The illustration of the 404 and error pages: a goal, and a shot that flew over the bar. */
export function MissedShot({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" className={className}>
      <ellipse cx="160" cy="182" rx="150" ry="10" fill="#e7e9ee" />
      <g stroke="#c9ccd4" strokeWidth="1.5">
        {[90, 110, 130, 150, 170, 190, 210, 230].map((x) => (
          <path key={`v${x}`} d={`M${x} 62V178`} />
        ))}
        {[80, 100, 120, 140, 160].map((y) => (
          <path key={`h${y}`} d={`M70 ${y}H250`} />
        ))}
      </g>
      <path d="M70 178V60h180v118" fill="none" stroke="#1f2330" strokeWidth="6" strokeLinejoin="round" />
      <path
        d="M52 178Q150 -6 252 40"
        fill="none"
        stroke="#e8372c"
        strokeWidth="2"
        strokeDasharray="4 6"
        strokeLinecap="round"
      />
      <g transform="translate(272 46) rotate(18)">
        <circle r="20" fill="#e8372c" />
        <path d="M0-7l6.7 4.8-2.6 7.9h-8.2l-2.6-7.9z" fill="#fff" />
        <path
          d="M0-7v-11M6.7-2.2l10.5-3.4M4.1 5.7l6.4 8.9M-4.1 5.7l-6.4 8.9M-6.7-2.2l-10.5-3.4"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      </g>
    </svg>
  );
}
