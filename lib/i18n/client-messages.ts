import type { AbstractIntlMessages } from "next-intl";

/** Long documents that only server components read: never in a page's payload. */
const SERVER_ONLY_NAMESPACES: ReadonlySet<string> = new Set([
  "about",
  "odds",
  "matchDetail",
  "matchAnimation",
  "matchPages",
  "basketballPages",
  "schedulePage",
  "liveManual",
  "privateHeads",
]);

/**
 * Namespaces whose client components live under a few routes only. The root layout leaves them
 * out of every page's payload (each page's HTML carries its client messages); the segments that
 * render those components add them with <ScopedMessages> (components/i18n/scoped-messages.tsx).
 */
export const SCOPED_NAMESPACES = [
  "wallet",
  "database",
  "roomMoney",
  "liveRoom",
  "player",
  "playback",
  "liveReport",
  "personal",
  "pushPanel",
  "liveReserve",
  "liveFollow",
  "home",
  "homeLive",
  "search",
  "anchorDirectory",
  "anchor",
  "expert",
  "basketball",
  "news",
] as const;

export type ScopedNamespace = (typeof SCOPED_NAMESPACES)[number];

const SCOPED: ReadonlySet<string> = new Set(SCOPED_NAMESPACES);

/** The messages every page's client components may read: all but server-only and scoped namespaces. */
export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(
    Object.entries(messages).filter(
      ([namespace]) => !SERVER_ONLY_NAMESPACES.has(namespace) && !SCOPED.has(namespace),
    ),
  );
}

/** Only the namespaces asked for: what a segment adds to the messages above it. */
export function pickMessages(
  messages: AbstractIntlMessages,
  namespaces: readonly string[],
): AbstractIntlMessages {
  return Object.fromEntries(
    namespaces.flatMap((namespace) => (namespace in messages ? [[namespace, messages[namespace]]] : [])),
  );
}
