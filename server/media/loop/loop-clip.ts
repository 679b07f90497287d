import { decodeAmf0, encodeAmf0, type AmfObject } from "../flv/amf0";
import {
  encodeTag,
  flvHeader,
  isKeyframe,
  isSequenceHeader,
  isVideoFrame,
  parseFlv,
  TagType,
} from "../flv/flv-tags";

export type LoopFrame = { type: number; ts: number; data: Buffer; key: boolean };

/** A clip prepared for looping: what every viewer gets once, then frames on a period. */
export type LoopClip = {
  /** FLV header, onMetaData (without duration: the stream is endless) and sequence headers. */
  prelude: Buffer;
  frames: LoopFrame[];
  /** Length of one loop in ms: frame n of loop k plays at k * period + frames[n].ts. */
  period: number;
  /** Indexes of `frames` that are key frames, ascending. */
  keys: number[];
};

/**
 * The period is the video's length plus one frame interval, so the first frame of the next
 * loop follows the last one at the frame rate. Audio frames that would overlap the next loop
 * are dropped, which leaves each track strictly increasing across the loop boundary.
 */
export function prepareLoop(file: Buffer): LoopClip {
  const flv = parseFlv(file);
  const media = flv.tags.filter((t) => t.type === TagType.Audio || t.type === TagType.Video);
  const headers = media.filter(isSequenceHeader);
  // An end-of-sequence marker would stop the decoder at every loop boundary.
  const body = media.filter((t) => (t.type === TagType.Audio && !isSequenceHeader(t)) || isVideoFrame(t));
  const video = body.filter((t) => t.type === TagType.Video);
  if (video.length < 2 || !video.some(isKeyframe)) throw new Error("loop clip needs video key frames");
  if (!isKeyframe(video[0])) throw new Error("loop clip must start with a key frame");

  const base = Math.min(...body.map((t) => t.timestamp));
  const interval = video[video.length - 1].timestamp - video[video.length - 2].timestamp;
  const period = video[video.length - 1].timestamp - video[0].timestamp + interval;
  const frames = body
    .map((t) => ({ type: t.type, ts: t.timestamp - base, data: t.data, key: isKeyframe(t) }))
    .filter((f) => f.ts < period)
    .sort((a, b) => a.ts - b.ts || a.type - b.type);
  const keys = frames.flatMap((f, i) => (f.key ? [i] : []));

  // Metadata of a live stream: no duration, size or index that would make a player treat it as a file.
  const script = flv.tags.find((t) => t.type === TagType.Script);
  const prelude = Buffer.concat([
    flvHeader(flv.hasAudio, flv.hasVideo),
    ...(script ? [encodeTag(TagType.Script, 0, liveMetadata(script.data))] : []),
    ...headers.map((h) => encodeTag(h.type, 0, h.data)),
  ]);
  return { prelude, frames, period, keys };
}

function liveMetadata(data: Buffer): Buffer {
  try {
    const [name, value] = decodeAmf0(data);
    if (name !== "onMetaData" || !value || typeof value !== "object" || Array.isArray(value)) return data;
    const meta = { ...(value as AmfObject) };
    for (const k of ["duration", "filesize", "keyframes", "lasttimestamp", "lastkeyframetimestamp"]) {
      delete meta[k];
    }
    return Buffer.concat([encodeAmf0("onMetaData"), encodeAmf0(meta, true)]);
  } catch {
    return data;
  }
}
