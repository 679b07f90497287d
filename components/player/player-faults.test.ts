import { describe, expect, it } from "vitest";
import { faultOf, NON_FLV_MESSAGE } from "./player-faults";

const net = (detail: string, info?: { code: number; msg: string }) => ["NetworkError", detail, info] as const;

describe("faultOf", () => {
  it("reconnects a live stream that ends early and resumes a playback from its position", () => {
    expect(faultOf(...net("UnrecoverableEarlyEof"), true)).toEqual({
      key: "streamEnded",
      recovery: "reconnect",
    });
    expect(faultOf(...net("UnrecoverableEarlyEof"), false)).toEqual({
      key: "interrupted",
      recovery: "resume",
    });
    expect(faultOf(...net("EarlyEof"), false).recovery).toBe("resume");
  });

  it("retries network failures of a live stream, stops on those of a playback", () => {
    expect(faultOf(...net("Exception", { code: -1, msg: "Failed to fetch" }), true)).toEqual({
      key: "network",
      recovery: "reconnect",
    });
    expect(faultOf(...net("Exception"), false)).toEqual({ key: "network", recovery: "none" });
    expect(faultOf(...net("ConnectingTimeout"), true)).toEqual({ key: "timeout", recovery: "reconnect" });
    expect(faultOf(...net("ConnectingTimeout"), false)).toEqual({ key: "timeout", recovery: "none" });
  });

  it("names the HTTP status, an expired signed link and a missing stream", () => {
    expect(faultOf(...net("HttpStatusCodeInvalid", { code: 403, msg: "Forbidden" }), false)).toEqual({
      key: "expired",
      recovery: "none",
      status: 403,
    });
    expect(faultOf(...net("HttpStatusCodeInvalid", { code: 404, msg: "Not Found" }), true)).toEqual({
      key: "status",
      recovery: "none",
      status: 404,
    });
    expect(faultOf(...net("HttpStatusCodeInvalid", { code: 502, msg: "Bad Gateway" }), true).recovery).toBe(
      "reconnect",
    );
  });

  it("tells non-FLV media from unsupported codecs and broken data", () => {
    expect(faultOf("MediaError", "FormatUnsupported", { code: -1, msg: NON_FLV_MESSAGE }, true)).toEqual({
      key: "nonFlv",
      recovery: "none",
    });
    expect(
      faultOf("MediaError", "FormatUnsupported", "Flv: Unsupported codec in video frame: 12", true).key,
    ).toBe("codec");
    expect(faultOf("MediaError", "CodecUnsupported", "Flv: Unsupported audio codec idx: 2", false)).toEqual({
      key: "codec",
      recovery: "none",
    });
    expect(faultOf("MediaError", "FormatError", "Data not found", false)).toEqual({
      key: "format",
      recovery: "none",
    });
  });

  it("reloads after a media-source error and gives up on anything unknown", () => {
    expect(faultOf("MediaError", "MediaMSEError", "QuotaExceededError", true).recovery).toBe("reconnect");
    expect(faultOf("MediaError", "MediaMSEError", "QuotaExceededError", false).recovery).toBe("resume");
    expect(faultOf("OtherError", "Whatever", undefined, true)).toEqual({ key: "other", recovery: "none" });
  });
});
