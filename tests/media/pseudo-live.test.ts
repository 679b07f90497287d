import { EventEmitter } from "node:events";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isKeyframe, isSequenceHeader, parseFlv, TagType, type FlvTag } from "@/server/media/flv/flv-tags";
import { createLoopChannel } from "@/server/media/loop/loop-channel";
import { prepareLoop } from "@/server/media/loop/loop-clip";

const clip = prepareLoop(readFileSync("assets/video/demo.flv"));

/** A viewer's socket: collects bytes; `full` makes writes report a full buffer until drained. */
class Sink extends EventEmitter {
  chunks: Buffer[] = [];
  full = false;
  write(chunk: Buffer) {
    this.chunks.push(chunk);
    return !this.full;
  }
  drain() {
    this.full = false;
    this.emit("drain");
  }
  tags(): FlvTag[] {
    return parseFlv(Buffer.concat(this.chunks)).tags;
  }
}

function setup(startAt = 1_000_000) {
  const clock = { t: startAt };
  const channel = createLoopChannel(clip, { now: () => clock.t, tickMs: 0 });
  const advance = (ms: number, step = 20) => {
    for (let done = 0; done < ms; done += step) {
      clock.t += Math.min(step, ms - done);
      channel.tick();
    }
  };
  return { clock, channel, advance };
}

const media = (tags: FlvTag[]) => tags.filter((t) => t.type !== TagType.Script && !isSequenceHeader(t));

describe("the pseudo-live loop", () => {
  it("is one 20 s period long", () => {
    expect(clip.period).toBe(20_000);
  });

  it("sends the header, metadata and sequence headers once, then starts at a key frame at 0", () => {
    const { channel } = setup();
    const sink = new Sink();
    channel.attach(sink);
    const buf = Buffer.concat(sink.chunks);
    expect(buf.toString("latin1", 0, 3)).toBe("FLV");
    const tags = sink.tags();
    expect(tags[0].type).toBe(TagType.Script);
    expect(tags.slice(1, 3).every(isSequenceHeader)).toBe(true);
    const first = media(tags)[0];
    expect(isKeyframe(first)).toBe(true);
    expect(first.timestamp).toBe(0);
  });

  it("keeps each track's timestamps increasing across loop boundaries at the frame rate", () => {
    const { channel, advance } = setup();
    const sink = new Sink();
    channel.attach(sink, 18_500);
    advance(45_000);
    const tags = media(sink.tags());
    for (const type of [TagType.Video, TagType.Audio]) {
      const ts = tags.filter((t) => t.type === type).map((t) => t.timestamp);
      const steps = ts.slice(1).map((v, i) => v - ts[i]);
      expect(Math.min(...steps)).toBeGreaterThan(0);
      if (type === TagType.Video) expect(Math.max(...steps)).toBe(40);
    }
    const video = tags.filter((t) => t.type === TagType.Video);
    expect(video.at(-1)!.timestamp).toBeGreaterThan(44_000); // two boundaries crossed, nothing skipped
    expect(video.length).toBeGreaterThan(45_000 / 40 - 30);
    expect(sink.tags().filter(isSequenceHeader)).toHaveLength(2);
  });

  it("starts a late viewer at the newest key frame, the GOP so far at once", () => {
    const { channel, advance } = setup();
    channel.attach(new Sink());
    advance(7_300);
    const late = new Sink();
    channel.attach(late);
    const tags = media(late.tags());
    expect(isKeyframe(tags[0])).toBe(true);
    expect(tags[0].timestamp).toBe(0);
    // Key frames fall every second, so the burst holds under a second of video.
    const video = tags.filter((t) => t.type === TagType.Video);
    expect(video.length).toBeGreaterThan(0);
    expect(video.at(-1)!.timestamp).toBeLessThan(1000);
    expect(video.slice(1).every((t) => !isKeyframe(t))).toBe(true);
  });

  it("writes nothing to a full socket and skips a slow viewer ahead to a key frame", () => {
    const { channel, advance } = setup();
    const sink = new Sink();
    channel.attach(sink);
    sink.full = true;
    advance(100);
    const blockedAt = sink.chunks.length;
    advance(10_000);
    expect(sink.chunks.length).toBe(blockedAt);
    const before = sink.tags().length;
    sink.drain();
    const resumed = media(sink.tags().slice(before));
    expect(isKeyframe(resumed[0])).toBe(true);
    expect(resumed[0].timestamp).toBeGreaterThan(9_000);
  });

  it("stops pacing a viewer once it is detached", () => {
    const { channel, advance } = setup();
    const sink = new Sink();
    const detach = channel.attach(sink);
    detach();
    const n = sink.chunks.length;
    advance(2_000);
    expect(sink.chunks.length).toBe(n);
    expect(channel.viewerCount()).toBe(0);
  });
});
