export function BasketLoadFailed({ message }: { message: string }) {
  return (
    <p className="rounded-md bg-white py-16 text-center text-sm text-ink-mute ring-1 ring-black/5">
      {message}
    </p>
  );
}
