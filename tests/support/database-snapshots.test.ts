import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { openDatabase, type Db } from "@/server/db/client";
import { fromSnapshot } from "./database-snapshots";

const rowsOf = async (db: Db) =>
  (
    (await db.execute(sql`select name from snapshot_probe order by name`)) as unknown as {
      rows: { name: string }[];
    }
  ).rows;

describe("fromSnapshot", () => {
  it("builds once per run; later callers get their own copy of the data and the build's result", async () => {
    const name = `probe-${process.pid}-${Date.now()}`;
    const build = vi.fn(async () => {
      const database = await openDatabase({});
      await database.db.execute(sql`create table snapshot_probe (name text)`);
      await database.db.execute(sql`insert into snapshot_probe values ('梅西')`);
      return { database, result: { players: 1 } };
    });
    const first = await fromSnapshot(name, build);
    const copy = await fromSnapshot(name, build);
    expect(build).toHaveBeenCalledTimes(1);
    expect(copy.result).toEqual({ players: 1 });
    expect(await rowsOf(copy.database.db)).toEqual([{ name: "梅西" }]);

    // A copy is a database of its own: what one file writes, another never sees.
    await copy.database.db.execute(sql`insert into snapshot_probe values ('C罗')`);
    expect(await rowsOf(first.database.db)).toEqual([{ name: "梅西" }]);
    expect(await rowsOf((await fromSnapshot(name, build)).database.db)).toEqual([{ name: "梅西" }]);
    await Promise.all([first.database.close(), copy.database.close()]);
  });
});
