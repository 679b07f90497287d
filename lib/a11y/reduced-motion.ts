/** Whether the visitor asked the system for less motion; JS-driven animations skip themselves then (CSS ones: globals.css). */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && !!window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}
