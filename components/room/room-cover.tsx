import { BasketballIcon, FootballIcon, MicIcon } from "@/components/layout/icons";
import { mediaUrl } from "@/lib/api/envelope";
import { Sport } from "@/lib/codes/sports";
import { coverGradient } from "./cover-art";

type Props = { cover: string; title: string; navId: number; navName: string };

function CategoryIcon({ navId, className }: { navId: number; className: string }) {
  if (navId === Sport.Football) return <FootballIcon className={className} />;
  if (navId === Sport.Basketball) return <BasketballIcon className={className} />;
  return <MicIcon className={className} />;
}

/** The room's cover, or a drawn one in its category's colours when the anchor uploaded none. */
export function RoomCover({ cover, title, navId, navName }: Props) {
  if (cover) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- covers are user uploads of unknown size
      <img
        src={mediaUrl(cover)}
        alt={title}
        loading="lazy"
        className="absolute inset-0 size-full object-cover transition-transform duration-300 group-hover:scale-105"
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={title}
      className="absolute inset-0 flex items-center justify-center overflow-hidden text-white"
      style={{ backgroundImage: coverGradient(navId) }}
    >
      <CategoryIcon navId={navId} className="absolute -right-4 -bottom-6 size-32 opacity-15" />
      <div className="flex flex-col items-center gap-1 opacity-90">
        <CategoryIcon navId={navId} className="size-9" />
        <span className="text-sm font-semibold tracking-[0.3em]">{navName}</span>
      </div>
    </div>
  );
}
