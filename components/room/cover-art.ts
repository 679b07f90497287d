/** Two-stop gradients for rooms without a cover, one per category so a grid reads at a glance. */
const GRADIENTS: readonly (readonly [string, string])[] = [
  ["#1a9c5b", "#0f5c3a"], // 足球: pitch green
  ["#f07a2b", "#a8400f"], // 篮球: court orange
  ["#5b5fc7", "#2b2e7a"], // 综合
  ["#e8372c", "#8e1b14"],
  ["#1f7bc2", "#0f3f6b"],
  ["#8a4fd1", "#4a2380"],
];

/** The gradient of a category (navId 1, 2, 3 … cycle through the palette). */
export function coverGradient(navId: number): string {
  const index = (((Math.trunc(navId) - 1) % GRADIENTS.length) + GRADIENTS.length) % GRADIENTS.length;
  const [from, to] = GRADIENTS[Number.isFinite(index) ? index : 0];
  return `linear-gradient(135deg, ${from} 0%, ${to} 100%)`;
}
