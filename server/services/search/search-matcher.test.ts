import { describe, expect, it } from "vitest";
import type { SearchKind } from "@/lib/codes/search";
import {
  type IndexEntry,
  indexByChar,
  normalizeName,
  type SearchKey,
  searchEntries,
  searchIndexed,
} from "./search-matcher";

let nextId = 1;
const entry = (
  kind: SearchKind,
  name: string,
  keys: [string, SearchKey["role"]][],
  popularity = 0,
): IndexEntry => ({
  hit: { kind, id: nextId++, sportId: 1, name, detail: "", href: "/" },
  keys: keys.map(([text, role]) => ({ text: normalizeName(text), role })),
  popularity,
});

describe("searchEntries", () => {
  const lebron = entry(
    "player",
    "勒布朗·詹姆斯",
    [
      ["勒布朗·詹姆斯", "name"],
      ["詹姆斯", "alias"],
    ],
    88,
  );
  const ward = entry(
    "player",
    "詹姆斯·沃德",
    [
      ["詹姆斯·沃德", "name"],
      ["沃德", "alias"],
    ],
    95,
  );
  const jamesson = entry("player", "杰克·詹姆斯森", [["杰克·詹姆斯森", "name"]], 99);
  const united = entry(
    "team",
    "曼彻斯特联",
    [
      ["曼彻斯特联", "name"],
      ["曼联", "alias"],
      ["mcstl", "initials"],
    ],
    80,
  );
  const fan = entry("expert", "曼联老球迷", [["曼联老球迷", "name"]]);

  it("puts an exact alias before a prefix, and a prefix before a mere contains, whatever the popularity", () => {
    const [players] = searchEntries([jamesson, ward, lebron], "詹姆斯", 5);
    expect(players!.hits.map((h) => h.name)).toEqual(["勒布朗·詹姆斯", "詹姆斯·沃德", "杰克·詹姆斯森"]);
  });

  it("orders groups by their best hit: the team named 曼联 before the expert whose name starts so", () => {
    expect(searchEntries([fan, united], "曼联", 5).map((g) => g.kind)).toEqual(["team", "expert"]);
  });

  it("matches initials from the start only, ignoring case, spaces and name dots", () => {
    expect(searchEntries([united], "MCS", 5)[0]?.hits[0]?.name).toBe("曼彻斯特联");
    expect(searchEntries([united], "cstl", 5)).toEqual([]);
    expect(searchEntries([lebron], "勒布朗 詹姆斯", 5)[0]?.hits[0]?.name).toBe("勒布朗·詹姆斯");
  });

  it("keeps at most perKind hits and nothing for a blank word", () => {
    expect(searchEntries([lebron, ward, jamesson], "詹", 2)[0]!.hits).toHaveLength(2);
    expect(searchEntries([lebron], " · ", 5)).toEqual([]);
  });

  it("finds through the character index exactly what a scan of every entry finds", () => {
    const all = [lebron, ward, jamesson, united, fan];
    const index = indexByChar(all);
    for (const word of ["詹姆斯", "姆斯", "曼联", "联", "MCS", "cstl", "沃德", "勒布朗 詹姆斯", "x", " · "])
      expect(searchIndexed(index, word, 5)).toEqual(searchEntries(all, word, 5));
    expect(index.byChar.get("c")).toBeUndefined();
  });
});
