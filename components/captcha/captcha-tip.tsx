export type Tip = { text: string; ok: boolean };

/** The strip over the bottom of a captcha image: green for success, red for failure. */
export function CaptchaTip({ tip }: { tip: Tip | null }) {
  if (!tip) return null;
  return (
    <div
      role="status"
      className={`absolute inset-x-0 bottom-0 py-1 text-center text-sm text-white ${
        tip.ok ? "bg-[#5cb85c]/90" : "bg-[#d9534f]/90"
      }`}
    >
      {tip.text}
    </div>
  );
}
