/** The brand mark: a red football. Same drawing as app/icon.svg. */
export function BallMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <circle cx="32" cy="32" r="30" fill="#e8372c" />
      <path d="M32 21.5l10 7.3-3.8 11.7H25.8L22 28.8z" fill="#fff" />
      <path
        d="M32 21.5V9M42 28.8l11.6-3.8M38.2 40.5l7.2 9.9M25.8 40.5l-7.2 9.9M22 28.8l-11.6-3.8"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="32" cy="32" r="30" fill="none" stroke="#c22a20" strokeWidth="2" />
    </svg>
  );
}
