import { crestSrc } from "@/lib/database-links";

type Props = {
  name: string;
  /** The team's crest under the api (`logo` of the payloads); "" draws a neutral disc until it exists. */
  logo: string;
  size?: number;
  className?: string;
  /** Below the fold: let the browser fetch it when it scrolls near. */
  lazy?: boolean;
  /** The team's name is written beside it: an empty alt, so a screen reader says the name once. */
  decorative?: boolean;
};

/** A team's crest: the SVG drawn once for the team at seed time (server/services/crests). */
export function TeamBadge({
  name,
  logo,
  size = 40,
  className = "",
  lazy = false,
  decorative = false,
}: Props) {
  if (!logo)
    return (
      <span
        aria-hidden
        className={`inline-block shrink-0 rounded-full bg-surface ${className}`}
        style={{ width: size, height: size }}
      />
    );
  return (
    // eslint-disable-next-line @next/next/no-img-element -- small SVG served immutable by the api
    <img
      src={crestSrc(logo)}
      width={size}
      height={size}
      alt={decorative ? "" : name}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
      className={`shrink-0 ${className}`}
    />
  );
}
