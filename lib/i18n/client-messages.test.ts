import { describe, expect, it } from "vitest";
import { clientMessages, pickMessages } from "./client-messages";
import { zhCN } from "./messages";

// The catalogue's JSON type has arrays (the about documents) that next-intl's message type does not describe.
const messages = zhCN as unknown as Parameters<typeof clientMessages>[0];

describe("the client messages a page carries", () => {
  it("leaves out server-only documents and scoped namespaces nobody asked for", () => {
    const shared = clientMessages(messages);
    expect(shared).toHaveProperty("layout");
    expect(shared).toHaveProperty("auth");
    expect(shared).not.toHaveProperty("about");
    expect(shared).not.toHaveProperty("wallet");
    expect(shared).not.toHaveProperty("liveRoom");
  });

  it("keeps the namespaces of a few routes (anchor console, experts, basketball, news) out of every page", () => {
    const shared = clientMessages(messages);
    for (const scoped of ["anchor", "expert", "basketball", "news"])
      expect(shared).not.toHaveProperty(scoped);
  });

  it("gives a segment only the namespaces it adds", () => {
    const room = pickMessages(messages, ["liveRoom", "player"]);
    expect(Object.keys(room)).toEqual(["liveRoom", "player"]);
  });
});
