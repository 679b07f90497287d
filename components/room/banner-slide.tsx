import type { JumpDescriptor } from "@/lib/jump";

type Props = { title: string; image: string; jump: JumpDescriptor | null; active: boolean; label: string };

/** One banner: its picture (which carries its own words), or a drawn panel with the title when it has none. */
export function BannerSlide({ title, image, jump, active, label }: Props) {
  const body = image ? (
    // eslint-disable-next-line @next/next/no-img-element -- banners are uploads of unknown size
    <img src={image} alt={title} className="size-full object-cover" />
  ) : (
    <div className="flex size-full items-center bg-gradient-to-br from-brand to-[#7a1a13] px-12 text-3xl font-bold text-white">
      {title}
    </div>
  );
  const className = `absolute inset-0 block transition-opacity duration-500 ${active ? "opacity-100" : "pointer-events-none opacity-0"}`;
  return jump ? (
    <a
      href={jump.href}
      target={jump.target}
      rel={jump.outer ? "noopener noreferrer nofollow" : "noopener"}
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={!active}
      tabIndex={active ? 0 : -1}
      className={className}
    >
      {body}
    </a>
  ) : (
    <div aria-roledescription="slide" aria-label={label} aria-hidden={!active} className={className}>
      {body}
    </div>
  );
}
