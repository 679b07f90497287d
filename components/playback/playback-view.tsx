import type { ReactNode } from "react";
import type { PlaybackDetail } from "@/lib/contracts/playback";
import { PlaybackInfo } from "./playback-info";
import { PlaybackWatch } from "./playback-watch";

type Props = { detail: PlaybackDetail; source: "playback" | "highlight"; aside: ReactNode };

/** A playback page on the dark stage: the player and what it shows on the left, more to watch on the right. */
export function PlaybackView({ detail, source, aside }: Props) {
  return (
    <div className="mx-auto grid w-full max-w-[1400px] gap-6 px-4 py-5 lg:grid-cols-[minmax(0,1fr)_320px]">
      <section className="min-w-0">
        <PlaybackWatch initial={detail} source={source} />
        <PlaybackInfo detail={detail} />
      </section>
      {aside}
    </div>
  );
}
