import { BACK_TO_TOP_THRESHOLD_PX } from "@/lib/constants";

/** SPEC §4: back-to-top shows once the page has scrolled more than 100 px. */
export function showsBackToTop(scrollY: number, threshold = BACK_TO_TOP_THRESHOLD_PX): boolean {
  return scrollY > threshold;
}
