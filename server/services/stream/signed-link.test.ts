import { describe, expect, it } from "vitest";
import {
  linkTtlMs,
  playbackFileOf,
  signPlaybackPath,
  verifyPlaybackLink,
  type PlaybackGrant,
} from "./signed-link";

const SECRET = "link-test-secret-0123456789";
const NOW = Date.parse("2026-11-22T12:00:00Z");
const grant: PlaybackGrant = { scope: "paid", file: "reel-01", playbackId: 5012, viewerId: 77 };

const check = (path: string, now = NOW) => {
  const url = new URL(path, "http://media");
  const target = playbackFileOf(url.pathname);
  return target !== null && verifyPlaybackLink(SECRET, target, url.searchParams, now);
};
const edit = (path: string, key: string, value: string) => {
  const url = new URL(path, "http://media");
  url.searchParams.set(key, value);
  return url.pathname + url.search;
};

describe("playback links", () => {
  const path = signPlaybackPath(SECRET, grant, NOW, linkTtlMs(20, 60));

  it("name the file's place and open only with every part as signed", () => {
    expect(path).toMatch(/^\/paid\/reel-01\.flv\?p=5012&v=77&e=\d+&s=[\w-]{32}$/);
    expect(check(path)).toBe(true);
    expect(check(path.replace("/paid/", "/playback/"))).toBe(false);
    expect(check(path.replace("reel-01", "reel-02"))).toBe(false);
    expect(check(edit(path, "p", "5013"))).toBe(false);
    expect(check(edit(path, "v", "78"))).toBe(false);
    const e = Number(new URL(path, "http://m").searchParams.get("e"));
    expect(check(edit(path, "e", String(e + 60)))).toBe(false);
    expect(check(edit(path, "s", "A".repeat(32)))).toBe(false);
    expect(check(edit(path, "v", "077"))).toBe(false);
    expect(check(path.split("&s=")[0])).toBe(false);
  });

  it("a free playback's link never opens a priced file of the same name", () => {
    const free = signPlaybackPath(SECRET, { ...grant, scope: "playback" }, NOW, linkTtlMs(0, 60));
    expect(check(free)).toBe(true);
    expect(check(free.replace("/playback/", "/paid/"))).toBe(false);
  });

  it("expire: priced ones after their length plus half an hour, free ones after six hours", () => {
    expect(linkTtlMs(20, 60)).toBe(31 * 60_000);
    expect(linkTtlMs(0, 60)).toBe(6 * 3_600_000);
    expect(linkTtlMs(20, 10 * 3600)).toBe(6 * 3_600_000);
    expect(check(path, NOW + 30 * 60_000)).toBe(true);
    expect(check(path, NOW + 32 * 60_000)).toBe(false);
  });

  it("refuse an expiry further ahead than any link is given for", () => {
    const far = signPlaybackPath(SECRET, grant, NOW, 7 * 3_600_000);
    expect(check(far)).toBe(false);
  });

  it("are no playback paths outside the two routes", () => {
    expect(playbackFileOf("/live/room1.flv")).toBeNull();
    expect(playbackFileOf("/paid/../x.flv")).toBeNull();
    expect(playbackFileOf("/paid/a/b.flv")).toBeNull();
  });
});
