// Stroke icons of the player's control bar.
type IconProps = { className?: string };

const base = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.9,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
  "aria-hidden": true,
};

export const PlayIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
  </svg>
);

export const PauseIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M8 5v14M16 5v14" strokeWidth={3} />
  </svg>
);

export const VolumeIcon = ({ className, muted }: IconProps & { muted: boolean }) => (
  <svg {...base} className={className}>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
    {muted ? <path d="m16 9.5 5 5m0-5-5 5" /> : <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />}
  </svg>
);

export const FullscreenIcon = ({ className, active }: IconProps & { active: boolean }) => (
  <svg {...base} className={className}>
    {active ? (
      <path d="M9 4v5H4m16 0h-5V4m0 16v-5h5M4 15h5v5" />
    ) : (
      <path d="M4 9V4h5m6 0h5v5m0 6v5h-5m-6 0H4v-5" />
    )}
  </svg>
);

export const TheatreIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <rect x="2.5" y="6" width="19" height="12" rx="1.5" />
  </svg>
);

export const PipIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <rect x="12" y="12" width="7" height="5" rx="1" fill="currentColor" />
  </svg>
);

export const RefreshIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
  </svg>
);
