import { describe, expect, it } from "vitest";
import { clientMessages } from "./client-messages";
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

  it("adds the scoped namespaces a segment asks for, with the shared ones", () => {
    const room = clientMessages(messages, ["liveRoom", "player"]);
    expect(room).toHaveProperty("liveRoom");
    expect(room).toHaveProperty("player");
    expect(room).toHaveProperty("layout");
    expect(room).not.toHaveProperty("wallet");
    expect(room).not.toHaveProperty("odds");
  });
});
