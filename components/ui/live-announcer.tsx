/**
 * A polite live region, hidden from sight: screen readers read each new `message` when the user is
 * idle, without moving focus. One per list whose changes matter (a score list's goals).
 */
export function LiveAnnouncer({ message, testId }: { message: string; testId?: string }) {
  return (
    <div aria-live="polite" aria-atomic="true" data-testid={testId} className="sr-only">
      {message}
    </div>
  );
}
