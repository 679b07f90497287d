/**
 * The illustration of the 404 and error pages: a goal, and a shot that flew over the bar. A file,
 * so the pages' payloads carry one tag rather than its drawing (every page holds the 404 tree).
 */
export function MissedShot({ className }: { className?: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- a static SVG: nothing for next/image to do
  return <img src="/images/missed-shot.svg" alt="" width={320} height={200} className={className} />;
}
