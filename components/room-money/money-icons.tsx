// Drawn icons: the machines and browsers we target do not all have a colour emoji font.
type IconProps = { className?: string };

export const RedPacketIcon = ({ className = "inline-block size-[1.1em] align-[-0.15em]" }: IconProps) => (
  <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
    <rect x="4" y="2" width="16" height="20" rx="2.5" fill="#e0322b" stroke="#fff" strokeOpacity="0.6" />
    <path d="M4 7.5c4.5 3 11.5 3 16 0" fill="none" stroke="#f7c948" strokeWidth="1.4" />
    <circle cx="12" cy="10.5" r="2.6" fill="#f7c948" />
  </svg>
);

export const HornIcon = ({ className = "inline-block size-[1.1em] align-[-0.15em]" }: IconProps) => (
  <svg
    viewBox="0 0 24 24"
    className={className}
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M3 10v4h3l7 4V6L6 10H3Z" />
    <path d="M16 9.5a3.5 3.5 0 0 1 0 5M18.5 7a7 7 0 0 1 0 10" />
  </svg>
);
