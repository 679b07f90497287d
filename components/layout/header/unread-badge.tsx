/** A red count bubble; nothing when there is nothing unread, 99+ past 99. */
export function UnreadBadge({ count, className = "" }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="unread-badge"
      className={`min-w-4 rounded-full bg-brand px-1 text-center text-[10px] leading-4 font-semibold text-white tabular-nums ${className}`}
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}
