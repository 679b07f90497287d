/** FLV files as a list of tags, and back (Adobe FLV spec v10, E.4). */
export const TagType = { Audio: 8, Video: 9, Script: 18 } as const;

export type FlvTag = {
  type: number;
  /** Milliseconds, the 24-bit field plus its extension byte. */
  timestamp: number;
  /** The tag body (after the 11-byte header, before PreviousTagSize). */
  data: Buffer;
};

export type FlvFile = { hasAudio: boolean; hasVideo: boolean; tags: FlvTag[] };

const HEADER_SIZE = 9;
const TAG_HEADER_SIZE = 11;

export function parseFlv(buf: Buffer): FlvFile {
  if (buf.length < HEADER_SIZE + 4 || buf.toString("latin1", 0, 3) !== "FLV") {
    throw new Error("not an FLV file");
  }
  const flags = buf[4];
  let pos = buf.readUInt32BE(5) + 4; // data offset, then PreviousTagSize0
  const tags: FlvTag[] = [];
  while (pos + TAG_HEADER_SIZE <= buf.length) {
    const size = buf.readUIntBE(pos + 1, 3);
    const end = pos + TAG_HEADER_SIZE + size;
    if (end > buf.length) break; // a truncated last tag (a recording cut short) is dropped
    tags.push({
      type: buf[pos] & 0x1f,
      timestamp: (buf.readUIntBE(pos + 4, 3) | (buf[pos + 7] << 24)) >>> 0,
      data: buf.subarray(pos + TAG_HEADER_SIZE, end),
    });
    pos = end + 4;
  }
  return { hasAudio: (flags & 4) !== 0, hasVideo: (flags & 1) !== 0, tags };
}

export function flvHeader(hasAudio: boolean, hasVideo: boolean): Buffer {
  const b = Buffer.alloc(HEADER_SIZE + 4);
  b.write("FLV", 0, "latin1");
  b[3] = 1;
  b[4] = (hasAudio ? 4 : 0) | (hasVideo ? 1 : 0);
  b.writeUInt32BE(HEADER_SIZE, 5);
  return b;
}

/** One tag with its header and the PreviousTagSize that follows it. */
export function encodeTag(type: number, timestamp: number, data: Buffer): Buffer {
  const b = Buffer.alloc(TAG_HEADER_SIZE + data.length + 4);
  const ts = timestamp >>> 0;
  b[0] = type;
  b.writeUIntBE(data.length, 1, 3);
  b.writeUIntBE(ts & 0xffffff, 4, 3);
  b[7] = ts >>> 24;
  data.copy(b, TAG_HEADER_SIZE);
  b.writeUInt32BE(TAG_HEADER_SIZE + data.length, TAG_HEADER_SIZE + data.length);
  return b;
}

export const encodedTagSize = (tag: FlvTag) => TAG_HEADER_SIZE + tag.data.length + 4;
export const headerSize = HEADER_SIZE + 4;

/** AVC/AAC configuration record: needed once before any frame. */
export function isSequenceHeader(tag: FlvTag): boolean {
  if (tag.data.length < 2) return false;
  if (tag.type === TagType.Video) return (tag.data[0] & 0x0f) === 7 && tag.data[1] === 0;
  if (tag.type === TagType.Audio) return tag.data[0] >> 4 === 10 && tag.data[1] === 0;
  return false;
}

/** A video tag carrying a picture: not the AVC configuration record nor an end-of-sequence marker. */
export function isVideoFrame(tag: FlvTag): boolean {
  if (tag.type !== TagType.Video || tag.data.length < 2) return false;
  return (tag.data[0] & 0x0f) !== 7 || tag.data[1] === 1;
}

export function isKeyframe(tag: FlvTag): boolean {
  return isVideoFrame(tag) && tag.data[0] >> 4 === 1;
}
