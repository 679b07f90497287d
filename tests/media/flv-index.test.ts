import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeAmf0, encodeAmf0 } from "@/server/media/flv/amf0";
import {
  encodeTag,
  flvHeader,
  isKeyframe,
  isSequenceHeader,
  parseFlv,
  TagType,
} from "@/server/media/flv/flv-tags";
import { exactSeconds, indexFlv, keyframeIndexOf } from "@/server/media/flv/keyframe-index";

const clip = readFileSync("assets/video/playback.flv");

/** The clip with every timestamp moved by `shift` ms, as a recording that started mid-stream looks. */
function shifted(file: Buffer, shift: number): Buffer {
  const flv = parseFlv(file);
  return Buffer.concat([
    flvHeader(flv.hasAudio, flv.hasVideo),
    ...flv.tags.map((t) => encodeTag(t.type, t.type === TagType.Script ? 0 : t.timestamp + shift, t.data)),
  ]);
}

describe("committed clips", () => {
  it("are H.264 + AAC FLV of the promised sizes with a key frame every second", () => {
    const demo = readFileSync("assets/video/demo.flv");
    expect(demo.length).toBeLessThan(1024 * 1024);
    expect(clip.length).toBeLessThan(2 * 1024 * 1024);
    const tags = parseFlv(demo).tags;
    expect(tags.some((t) => t.type === TagType.Video && (t.data[0] & 0x0f) === 7)).toBe(true);
    expect(tags.some((t) => t.type === TagType.Audio && t.data[0] >> 4 === 10)).toBe(true);
    const keys = tags.filter(isKeyframe).map((t) => t.timestamp);
    expect(keys.length).toBe(20);
    expect(keys.slice(1).every((ts, i) => ts - keys[i] === 1000)).toBe(true);
  });
});

describe("indexFlv", () => {
  it("indexes every key frame to the millisecond, with the offset of its tag", () => {
    const out = indexFlv(clip);
    const index = keyframeIndexOf(out)!;
    const tags = parseFlv(out).tags;
    const keyTimes = tags.filter(isKeyframe).map((t) => t.timestamp);
    // Entry 0 is the AVC sequence header, which flv.js skips.
    expect(index.times.length).toBe(keyTimes.length + 1);
    expect(index.times.slice(1).map((t) => Math.floor(t * 1000))).toEqual(keyTimes);
    expect(keyTimes.some((ms) => ms % 1000 !== 0)).toBe(true); // whole-second rounding would miss them
    for (const [i, pos] of index.filepositions.entries()) {
      const [tag] = parseFlv(Buffer.concat([flvHeader(true, true), out.subarray(pos)])).tags;
      expect(tag.type).toBe(TagType.Video);
      expect(i === 0 ? isSequenceHeader(tag) : isKeyframe(tag)).toBe(true);
      expect(Math.floor(index.times[i] * 1000)).toBe(tag.timestamp);
    }
  });

  it("rebases timestamps to start at 0 and records the size and duration", () => {
    const out = indexFlv(shifted(clip, 73_210));
    const tags = parseFlv(out).tags;
    expect(Math.min(...tags.filter((t) => t.type !== TagType.Script).map((t) => t.timestamp))).toBe(0);
    const [, meta] = decodeAmf0(tags[0].data) as [string, Record<string, number>];
    expect(meta.filesize).toBe(out.length);
    expect(meta.duration).toBeGreaterThan(59.9);
    expect(meta.duration).toBeLessThan(60.1);
    expect(keyframeIndexOf(out)!.times[1]).toBeLessThan(0.1);
  });

  it("gives times that read back exactly however the float rounds", () => {
    for (let ms = 0; ms < 5000; ms += 1) expect(Math.floor(exactSeconds(ms) * 1000)).toBe(ms);
  });

  it("refuses what is not an FLV", () => {
    expect(() => indexFlv(Buffer.from("not a video at all"))).toThrow("not an FLV");
  });
});

describe("AMF0", () => {
  it("round-trips metadata values", () => {
    const value = { a: 1.5, b: "球探", c: true, d: null, e: [1, 2], f: { g: "h" } };
    const [name, back] = decodeAmf0(Buffer.concat([encodeAmf0("onMetaData"), encodeAmf0(value, true)]));
    expect(name).toBe("onMetaData");
    expect(back).toEqual(value);
  });

  it("throws on truncated data instead of reading past the end", () => {
    const buf = encodeAmf0({ times: [1, 2, 3] }, true);
    expect(() => decodeAmf0(buf.subarray(0, buf.length - 6))).toThrow(RangeError);
  });
});
