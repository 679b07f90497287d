import { decodeAmf0, encodeAmf0, type AmfObject } from "./amf0";
import {
  encodedTagSize,
  encodeTag,
  flvHeader,
  headerSize,
  isKeyframe,
  isSequenceHeader,
  parseFlv,
  TagType,
  type FlvTag,
} from "./flv-tags";

export type KeyframeIndex = { times: number[]; filepositions: number[] };

/** Seconds whose `Math.floor(t * 1000)` (how flv.js reads them back) is exactly `ms`. */
export function exactSeconds(ms: number): number {
  let t = ms / 1000;
  while (Math.floor(t * 1000) < ms) t += 1e-9;
  return t;
}

export function readMetadata(tags: FlvTag[]): AmfObject {
  const script = tags.find((t) => t.type === TagType.Script);
  if (!script) return {};
  try {
    const [name, value] = decodeAmf0(script.data);
    return name === "onMetaData" && value && typeof value === "object" && !Array.isArray(value)
      ? (value as AmfObject)
      : {};
  } catch {
    return {};
  }
}

/**
 * Rewrites an FLV for seeking: timestamps start at 0 and onMetaData carries an exact keyframe
 * index (every key frame, to the millisecond, with the byte offset of its tag). The first entry
 * is the AVC sequence header, as flv.js expects (it skips entry 0). Seekers (flv.js) turn a
 * seek into an HTTP Range request from the nearest preceding key frame's offset.
 */
export function indexFlv(input: Buffer): Buffer {
  const file = parseFlv(input);
  const media = file.tags.filter((t) => t.type === TagType.Audio || t.type === TagType.Video);
  if (!media.length) throw new Error("FLV without audio or video");
  const base = Math.min(...media.map((t) => t.timestamp));
  const tags = media.map((t) => ({ ...t, timestamp: t.timestamp - base }));

  const keyed = tags.filter((t) => isKeyframe(t) || (t.type === TagType.Video && isSequenceHeader(t)));
  const isKeyed = new Set(keyed);
  const last = Math.max(...tags.map((t) => t.timestamp));
  const lastKey = keyed.length ? keyed[keyed.length - 1].timestamp : 0;
  const original = readMetadata(file.tags);
  delete original.keyframes;
  const meta = (positions: number[], filesize: number): AmfObject => ({
    ...original,
    duration: exactSeconds(last),
    lasttimestamp: exactSeconds(last),
    lastkeyframetimestamp: exactSeconds(lastKey),
    filesize,
    hasKeyframes: keyed.length > 1,
    hasMetadata: true,
    canSeekToEnd: isKeyframe(tags[tags.length - 1]),
    keyframes: { times: keyed.map((t) => exactSeconds(t.timestamp)), filepositions: positions },
  });
  const scriptOf = (m: AmfObject) =>
    encodeTag(TagType.Script, 0, Buffer.concat([encodeAmf0("onMetaData"), encodeAmf0(m, true)]));

  // Numbers are fixed-size doubles, so a dry run with zeros gives the metadata tag's final size.
  const metaSize = scriptOf(
    meta(
      keyed.map(() => 0),
      0,
    ),
  ).length;
  const positions: number[] = [];
  const bodySize = tags.reduce((pos, t) => {
    if (isKeyed.has(t)) positions.push(headerSize + metaSize + pos);
    return pos + encodedTagSize(t);
  }, 0);
  const total = headerSize + metaSize + bodySize;
  const script = scriptOf(meta(positions, total));
  if (script.length !== metaSize) throw new Error("metadata size changed between passes");
  return Buffer.concat([
    flvHeader(file.hasAudio, file.hasVideo),
    script,
    ...tags.map((t) => encodeTag(t.type, t.timestamp, t.data)),
  ]);
}

/** The keyframe index of an FLV's onMetaData, or null when it has none. */
export function keyframeIndexOf(buf: Buffer): KeyframeIndex | null {
  const kf = readMetadata(parseFlv(buf).tags).keyframes as AmfObject | undefined;
  const times = kf?.times;
  const filepositions = kf?.filepositions;
  if (!Array.isArray(times) || !Array.isArray(filepositions)) return null;
  return { times: times as number[], filepositions: filepositions as number[] };
}
