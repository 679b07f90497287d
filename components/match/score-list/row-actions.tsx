type Props = {
  pinned: boolean;
  followed: boolean;
  labels: { pin: string; unpin: string; follow: string; unfollow: string };
  onPin: () => void;
  onFollow: () => void;
};

const BUTTON = "flex size-6 items-center justify-center rounded hover:bg-surface";

/** The 置顶 pin and the 关注 star at the start of each row. */
export function RowActions({ pinned, followed, labels, onPin, onFollow }: Props) {
  return (
    <span className="inline-flex items-center gap-0.5">
      <button
        type="button"
        onClick={onPin}
        aria-pressed={pinned}
        aria-label={pinned ? labels.unpin : labels.pin}
        title={pinned ? labels.unpin : labels.pin}
        className={`${BUTTON} ${pinned ? "text-brand" : "text-ink-mute"}`}
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
      <button
        type="button"
        onClick={onFollow}
        aria-pressed={followed}
        aria-label={followed ? labels.unfollow : labels.follow}
        title={followed ? labels.unfollow : labels.follow}
        className={`${BUTTON} text-base leading-none ${followed ? "text-amber-500" : "text-ink-mute"}`}
      >
        {followed ? "★" : "☆"}
      </button>
    </span>
  );
}
