import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// A database seeded before priced playbacks had their own files: migration 0001 must move them apart.
const sqlOf = (name: string) => readFileSync(`server/db/migrations/${name}.sql`, "utf8");
let pg: PGlite;
beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec(sqlOf("0000_init"));
});
afterAll(() => pg.close());

describe("migration 0001_paid_playback_files", () => {
  it("gives each priced playback seeded on the shared clip a file of its own, then keeps it so", async () => {
    const row = (title: string, price: number) =>
      pg.query(
        "insert into playbacks (kind, title, file, duration_sec, price) values (2, $1, 'playback', 60, $2)",
        [title, price],
      );
    for (let i = 0; i < 8; i++) await row(`集锦${i}`, i % 2 ? 20 : 0);
    await pg.exec(sqlOf("0001_paid_playback_files"));
    const { rows } = await pg.query<{ price: number; file: string }>(
      "select price, file from playbacks order by id",
    );
    expect(rows.filter((r) => r.price === 0).every((r) => r.file === "playback")).toBe(true);
    expect(rows.filter((r) => r.price > 0).map((r) => r.file)).toEqual([
      "reel-01",
      "reel-02",
      "reel-03",
      "reel-04",
    ]);
    await expect(row("重复", 20)).resolves.toBeDefined(); // its file is 'playback', now taken by no priced one
    await expect(row("再重复", 20)).rejects.toThrow(/playbacks_paid_file_idx/);
  });
});
