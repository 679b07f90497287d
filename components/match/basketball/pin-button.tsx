type Props = { pinned: boolean; pinLabel: string; unpinLabel: string; onPin: () => void };

/** The 置顶 pin at the start of a game (basketball lists pin only; following is football's). */
export function PinButton({ pinned, pinLabel, unpinLabel, onPin }: Props) {
  const label = pinned ? unpinLabel : pinLabel;
  return (
    <button
      type="button"
      onClick={onPin}
      aria-pressed={pinned}
      aria-label={label}
      title={label}
      className={`inline-flex size-6 items-center justify-center rounded hover:bg-surface ${pinned ? "text-brand" : "text-ink-mute"}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-4"
        fill={pinned ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden
      >
        <path d="M9 3h6l-1 6 4 3v2H6v-2l4-3-1-6Zm3 11v7" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
