/** rooms.liveStatus: kept from the media process's publish events (demo rooms stay live). */
export const LiveStatus = { Offline: 0, Live: 1 } as const;

/** roomType of /api/room/page: 0 every room, 1 live rooms only, 2 rooms the caller follows. */
export const RoomListType = { All: 0, Live: 1, Followed: 2 } as const;

/** What the caller is in a room: decides the moderation menu and the anchor tools. */
export const RoomRole = { Visitor: 0, Viewer: 1, Manager: 2, Anchor: 3 } as const;

/** `/api/banner/list`. */
export const BannerPosition = { Home: 1, Live: 2 } as const;

/** `/api/report/add`: reasons a viewer can pick (举报类型). */
export const REPORT_REASONS: Record<number, string> = {
  1: "色情低俗",
  2: "政治敏感",
  3: "赌博诈骗",
  4: "辱骂攻击",
  5: "盗播侵权",
  6: "其他",
};

export const ReportStatus = { Pending: 0, Handled: 1, Dismissed: 2 } as const;

/** Rooms a match row or header lists as where to watch it (直播 links). */
export const WATCH_ROOMS_PER_MATCH = 3;
