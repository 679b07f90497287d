/** Kinds of playback: a room's recorded broadcast (回放) or a match highlight reel (集锦). */
export const PlaybackKind = { Replay: 1, Highlight: 2 } as const;

export type PlaybackKindCode = (typeof PlaybackKind)[keyof typeof PlaybackKind];
