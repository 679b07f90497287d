type Props = {
  pinned: boolean;
  followed: boolean;
  labels: { pin: string; unpin: string; follow: string; unfollow: string };
  onPin: () => void;
  onFollow: () => void;
};

/**
 * The 置顶 pin and the 关注 star at the start of each row (drawn by .row-actions in globals.css).
 * The empty pin's title is both its tooltip and its name (one attribute on every row of a full day);
 * the star needs its label, or it would be called by its glyph.
 */
export function RowActions({ pinned, followed, labels, onPin, onFollow }: Props) {
  return (
    <span className="row-actions">
      <button
        type="button"
        onClick={onPin}
        aria-pressed={pinned}
        title={pinned ? labels.unpin : labels.pin}
        className="pin-button"
      />
      <button
        type="button"
        onClick={onFollow}
        aria-pressed={followed}
        aria-label={followed ? labels.unfollow : labels.follow}
        title={followed ? labels.unfollow : labels.follow}
        className="follow-button"
      >
        {followed ? "★" : "☆"}
      </button>
    </span>
  );
}
