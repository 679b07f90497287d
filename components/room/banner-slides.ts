import { mediaUrl } from "@/lib/api/envelope";
import type { Banner } from "@/lib/contracts/rooms";
import { resolveJump, type JumpDescriptor } from "@/lib/jump";

/** A banner as the carousel shows it: its picture's address and where it leads, worked out on the server. */
export type BannerSlideData = { id: number; title: string; image: string; jump: JumpDescriptor | null };

export function bannerSlides(banners: Banner[]): BannerSlideData[] {
  return banners.map((b) => ({
    id: b.id,
    title: b.title,
    image: b.image ? mediaUrl(b.image) : "",
    jump: resolveJump({
      jumpType: b.jumpType,
      innerPageId: b.innerId,
      targetId: b.targetId,
      outerUrl: b.url,
    }),
  }));
}
