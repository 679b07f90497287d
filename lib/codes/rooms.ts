/** rooms.liveStatus: kept from the media process's publish events (demo rooms stay live). */
export const LiveStatus = { Offline: 0, Live: 1 } as const;

/** roomType of /api/room/page: 0 every room, 1 live rooms only, 2 rooms the caller follows. */
export const RoomListType = { All: 0, Live: 1, Followed: 2 } as const;

/** What the caller is in a room: decides the moderation menu and the anchor tools. */
export const RoomRole = { Visitor: 0, Viewer: 1, Manager: 2, Anchor: 3 } as const;

/** `/api/banner/list`. */
export const BannerPosition = { Home: 1, Live: 2 } as const;

/** Rooms a match row or header lists as where to watch it (直播 links). */
export const WATCH_ROOMS_PER_MATCH = 3;
