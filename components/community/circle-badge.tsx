/** A circle's round badge: its colour and first character (圈 names are short and distinct). */
export function CircleBadge({
  name,
  colour,
  size = "md",
}: {
  name: string;
  colour: string;
  size?: "md" | "lg";
}) {
  const box = size === "lg" ? "size-16 text-2xl" : "size-10 text-base";
  return (
    <span
      aria-hidden
      style={{ backgroundColor: colour }}
      className={`flex shrink-0 items-center justify-center rounded-full font-bold text-white shadow-inner ring-1 ring-black/10 ${box}`}
    >
      <span className="[text-shadow:0_1px_2px_rgb(0_0_0/0.5)]">{Array.from(name)[0]}</span>
    </span>
  );
}
