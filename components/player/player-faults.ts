/**
 * flv.js error names (its ErrorTypes and ErrorDetails, SPEC §8), kept as strings here so the
 * mapping is testable without loading flv.js.
 */
export const FlvErrorType = { Network: "NetworkError", Media: "MediaError", Other: "OtherError" } as const;
export const FlvErrorDetail = {
  Exception: "Exception",
  StatusCodeInvalid: "HttpStatusCodeInvalid",
  Timeout: "ConnectingTimeout",
  EarlyEof: "EarlyEof",
  UnrecoverableEarlyEof: "UnrecoverableEarlyEof",
  MseError: "MediaMSEError",
  FormatError: "FormatError",
  FormatUnsupported: "FormatUnsupported",
  CodecUnsupported: "CodecUnsupported",
} as const;

/** The demuxer's words for a response that is not FLV at all. */
export const NON_FLV_MESSAGE = "Non-FLV, Unsupported media type";

/** Message keys of the `player.errors` namespace. */
export type FaultKey =
  | "network"
  | "timeout"
  | "status"
  | "expired"
  | "streamEnded"
  | "interrupted"
  | "format"
  | "codec"
  | "nonFlv"
  | "decode"
  | "unsupported"
  | "other";

/**
 * What the player does next: `reconnect` a live stream after a backoff, `resume` a playback from
 * where it was (a new player seeking to the last position), or stop and offer a retry.
 */
export type Recovery = "reconnect" | "resume" | "none";
export type PlayerFault = { key: FaultKey; recovery: Recovery; status?: number };

type Info = { code?: number; msg?: string } | string | undefined;

const infoMessage = (info: Info) => (typeof info === "string" ? info : (info?.msg ?? ""));
const infoCode = (info: Info) => (typeof info === "object" && info ? info.code : undefined);

function networkFault(detail: string, info: Info, isLive: boolean): PlayerFault {
  const status = infoCode(info);
  switch (detail) {
    case FlvErrorDetail.EarlyEof:
    case FlvErrorDetail.UnrecoverableEarlyEof:
      // flv.js already retried a playback of known length from the received byte; a new player resumes from the last position.
      return isLive
        ? { key: "streamEnded", recovery: "reconnect" }
        : { key: "interrupted", recovery: "resume" };
    case FlvErrorDetail.Timeout:
      return { key: "timeout", recovery: isLive ? "reconnect" : "none" };
    case FlvErrorDetail.StatusCodeInvalid:
      if (status === 403) return { key: "expired", recovery: "none", status };
      return { key: "status", recovery: isLive && status !== 404 ? "reconnect" : "none", status };
    default:
      return { key: "network", recovery: isLive ? "reconnect" : "none" };
  }
}

/** Turns an flv.js ERROR event into the message the viewer reads and the recovery to try. */
export function faultOf(type: string, detail: string, info: Info, isLive: boolean): PlayerFault {
  if (type === FlvErrorType.Network) return networkFault(detail, info, isLive);
  if (type === FlvErrorType.Media) {
    if (detail === FlvErrorDetail.FormatUnsupported && infoMessage(info).includes("Non-FLV"))
      return { key: "nonFlv", recovery: "none" };
    if (detail === FlvErrorDetail.FormatUnsupported || detail === FlvErrorDetail.CodecUnsupported)
      return { key: "codec", recovery: "none" };
    if (detail === FlvErrorDetail.FormatError) return { key: "format", recovery: "none" };
    if (detail === FlvErrorDetail.MseError)
      return { key: "decode", recovery: isLive ? "reconnect" : "resume" };
  }
  return { key: "other", recovery: "none" };
}
