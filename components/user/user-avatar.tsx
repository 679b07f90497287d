import { mediaUrl } from "@/lib/api/envelope";

/** Round avatar; uploaded portraits come through the api gateway, built-in ones from the web. */
export function UserAvatar({
  src,
  name,
  size = 48,
}: {
  src: string | null | undefined;
  name: string;
  size?: number;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- avatars are small SVGs or user uploads of unknown size
    <img
      src={mediaUrl(src)}
      alt={name}
      width={size}
      height={size}
      loading="lazy"
      className="shrink-0 rounded-full bg-surface object-cover"
      style={{ width: size, height: size }}
    />
  );
}
