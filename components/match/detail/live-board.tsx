"use client";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { fetchFootballMatchLive } from "@/lib/api/match-detail-client";
import { isFootballLive, isFootballNotStarted } from "@/lib/codes/football-states";
import type { MatchDetail, MatchLiveData } from "@/lib/contracts/match-detail";
import { CommentaryList } from "./commentary-list";
import { followsLive, mergeUpdate } from "./live-state";
import { MatchTimeline } from "./match-timeline";
import { Panel } from "./panel";
import { StatsBars } from "./stats-bars";
import { addCommentary, commentaryFrame, statsFrame, timelineFrame } from "./stream-frames";
import { upsertEvent } from "./timeline-order";
import { useMatchStream } from "./use-match-stream";

// Lineups published while the page is open: their drawing loads then, not with the page.
const LateLineups = dynamic(() => import("./lineups-view").then((m) => m.LineupsView));

type Teams = Pick<MatchDetail, "id" | "home" | "away">;
type Props = {
  match: Teams;
  initial: MatchLiveData;
  /** `initial.lineups` as the server rendered them (LineupsView). */
  lineups?: React.ReactNode;
};

/** The live tab: timeline, statistics, lineups and 文字直播, kept current by the match's stream. */
export function LiveBoard({ match, initial, lineups }: Props) {
  const t = useTranslations("matchDetail.live");
  const [data, setData] = useState(initial);
  const reload = useCallback(() => {
    void fetchFootballMatchLive(match.id).then((r) => {
      if (r.code === 200 && r.data) setData(r.data);
    });
  }, [match.id]);

  useMatchStream(match.id, followsLive(initial.live.state), {
    update: (frame) => setData((d) => ({ ...d, live: mergeUpdate(d.live, frame) })),
    event: (frame) => {
      const event = timelineFrame(frame, match.id);
      if (event) setData((d) => ({ ...d, events: upsertEvent(d.events, event) }));
    },
    stats: (frame) => {
      const stats = statsFrame(frame, match.id);
      if (stats) setData((d) => ({ ...d, stats }));
    },
    commentary: (frame) => {
      const line = commentaryFrame(frame, match.id);
      if (line) setData((d) => ({ ...d, commentary: addCommentary(d.commentary, line) }));
    },
    resync: reload,
  });

  // Lineups are published at kick-off and the stream does not carry them: reload when the state moves on.
  const state = data.live.state;
  const seenState = useRef(state);
  const missingLineups = !data.lineups;
  useEffect(() => {
    if (state === seenState.current) return;
    seenState.current = state;
    if (missingLineups) reload();
  }, [state, missingLineups, reload]);

  const updating = isFootballLive(data.live.state) ? (
    <span className="flex items-center gap-1 text-xs font-normal text-brand">
      <span className="h-1.5 w-1.5 animate-pulse rounded-full bg-brand" />
      {t("updating")}
    </span>
  ) : null;
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_380px]">
      <div className="space-y-4">
        <Panel title={t("timeline")} aside={updating}>
          <MatchTimeline events={data.events} notStarted={isFootballNotStarted(data.live.state)} />
        </Panel>
        <Panel title={t("lineups")}>
          {lineups ? (
            lineups
          ) : data.lineups ? (
            <LateLineups lineups={data.lineups} home={match.home} away={match.away} />
          ) : (
            <p className="py-10 text-center text-sm text-ink-mute">{t("noLineups")}</p>
          )}
        </Panel>
      </div>
      <div className="space-y-4">
        <Panel title={t("stats")}>
          <StatsBars stats={data.stats} />
        </Panel>
        <Panel title={t("commentary")}>
          <CommentaryList lines={data.commentary} />
        </Panel>
      </div>
    </div>
  );
}
