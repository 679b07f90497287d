import { describe, expect, it } from "vitest";
import { parseSquad } from "./squad-sheet";

const sheet = `
  7|LW|孙兴慜|Son Heung-min|韩国|1992-07-08|183|86
  10|AM|詹姆斯·麦迪逊|James Maddison|英格兰|1996-11-23|175|82
`;

describe("a squad sheet", () => {
  it("reads one player per line", () => {
    const players = parseSquad("Tottenham", sheet, "football");
    expect(players.map((p) => [p.number, p.position, p.name])).toEqual([
      [7, "LW", "孙兴慜"],
      [10, "AM", "詹姆斯·麦迪逊"],
    ]);
    expect(players[0]).toMatchObject({ nameEn: "Son Heung-min", heightCm: 183, rating: 86 });
  });

  it.each([
    ["a duplicate number", `${sheet}\n7|ST|理查利森|Richarlison|巴西|1997-05-10|184|78`],
    ["a duplicate name", `${sheet}\n9|ST|孙兴慜|Son Heung-min|韩国|1992-07-08|183|86`],
    ["a basketball position", "1|PG|某人|Someone|英格兰|1999-01-01|180|60"],
    ["a Latin letter in the Chinese name", "1|GK|Vicario维卡里奥|Guglielmo Vicario|意大利|1996-10-07|194|80"],
    ["a missing cell", "1|GK|维卡里奥|Guglielmo Vicario|意大利|1996-10-07|194"],
    ["an impossible date", "1|GK|维卡里奥|Guglielmo Vicario|意大利|1996-13-07|194|80"],
  ])("refuses %s", (_what, bad) => {
    expect(() => parseSquad("Tottenham", bad, "football")).toThrow(/squad of Tottenham/);
  });
});
