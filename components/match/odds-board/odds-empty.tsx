export function OddsEmpty({ text }: { text: string }) {
  return <p className="px-6 py-16 text-center text-sm text-ink-mute">{text}</p>;
}
