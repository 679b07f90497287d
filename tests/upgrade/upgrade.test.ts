import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@/server/db/client";
import { migrateDatabase } from "@/server/db/migrate";
import { readHistory, readJournal } from "@/server/db/migration-history";
import { createScratchDatabase, TEST_DATABASE_URL } from "../support/pg-database";
import { createTestApi } from "../support/test-api";
import { allRows, databaseAtRelease, lostRows, migrationsFolder, queryRows } from "./release-database";

// A user's database made by the last release must run today's code after today's migrator.
const release = readHistory().releases.at(-1)!;
const tags = readJournal().map((e) => e.tag);
const since = tags.slice(tags.indexOf(release.lastMigration) + 1);
const TOKEN = "upgrade-session-token-0000"; // rows/0000_init.sql stores its hash

type Backend = { name: string; open(): Promise<Database & { dispose(): Promise<void> }> };
const pglite: Backend = {
  name: "PGlite",
  async open() {
    const database = await openDatabase({});
    return { ...database, dispose: () => database.close() };
  },
};
const postgres: Backend = {
  name: "PostgreSQL",
  async open() {
    const scratch = await createScratchDatabase();
    const database = await openDatabase({ url: scratch.url });
    return { ...database, dispose: () => database.close().then(scratch.drop) };
  },
};

async function todaysTables() {
  const folder = fileURLToPath(new URL("../../server/db/schema/", import.meta.url));
  const modules = await Promise.all(readdirSync(folder).map((f) => import(`${folder}${f}`)));
  return modules.flatMap((m) => Object.values(m).filter((v): v is PgTable => is(v, PgTable)));
}

for (const backend of TEST_DATABASE_URL ? [pglite, postgres] : [pglite]) {
  describe(`upgrading a database of release ${release.name} on ${backend.name}`, () => {
    let database: Awaited<ReturnType<Backend["open"]>>;
    let before: Awaited<ReturnType<typeof allRows>>;
    beforeAll(async () => {
      database = await backend.open();
      await databaseAtRelease(database, release);
      before = await allRows(database);
      await migrateDatabase(database);
    });
    afterAll(() => database?.dispose());

    it(`keeps every row through the migrations since (${since.join(", ") || "none yet"})`, async () => {
      expect(before.get("users")).toHaveLength(2);
      expect(lostRows(before, await allRows(database))).toEqual([]);
    });

    it("reads every table of today's schema", async () => {
      for (const table of await todaysTables()) await database.db.select().from(table).limit(5);
    });

    it("serves the old rows through today's api", async () => {
      const api = await createTestApi({ database });
      const call = { token: TOKEN };
      expect((await api.get("/user/center/info", {}, call)).body.data).toMatchObject({
        id: 100001,
        nickName: "老球迷阿强",
      });
      expect((await api.get("/pay/balances", {}, call)).body.data).toEqual({ balance: 1250, ticket: 30 });
      const room = await api.get("/api/room/info", { roomId: 1001 });
      expect(room.body.data).toMatchObject({ roomId: 1001, heat: 5200 });
      const match = await api.get("/live/football/match/detail", { matchId: 7001 });
      expect(match.body.data).toMatchObject({ id: 7001, homeScore: 2, awayScore: 1 });
      const [{ off }] = await queryRows<{ off: number }>(
        database,
        sql`
        select count(*)::int as off from wallets w where w.balance <> coalesce((select sum(amount) from ledger l
          where l.user_id = w.user_id and l.currency = 'balance'), 0)`,
      );
      expect(off).toBe(0);
    });
  });
}

// The mechanism itself, with migrations added on top of today's: it must bite before users do.
describe("an upgrade", () => {
  it("rolls back a migration existing rows cannot take, and passes one they can", async () => {
    const database = await pglite.open();
    const probe = (tag: string, text: string) => migrationsFolder(tags.length, [{ tag, sql: text }]);
    const breaking = probe("9999_probe", `ALTER TABLE "users" ADD COLUMN "probe" integer NOT NULL;`);
    const additive = probe(
      "9999_probe",
      `ALTER TABLE "users" ADD COLUMN "probe" varchar(8) DEFAULT '-' NOT NULL;`,
    );
    try {
      await databaseAtRelease(database, release);
      const before = await allRows(database);
      await expect(migrateDatabase(database, breaking.path)).rejects.toThrow();
      await migrateDatabase(database, additive.path);
      const after = await allRows(database);
      expect(lostRows(before, after)).toEqual([]);
      expect(after.get("users")!.map((u) => u.probe)).toEqual(["-", "-"]);
    } finally {
      breaking.remove();
      additive.remove();
      await database.dispose();
    }
  });

  it("names a row that a migration lost or changed", () => {
    const before = new Map([
      [
        "ledger",
        [
          { id: 1, amount: 5 },
          { id: 2, amount: 7 },
        ],
      ],
    ]);
    expect(
      lostRows(
        before,
        new Map([
          [
            "ledger",
            [
              { id: 2, amount: 7, note: "" },
              { id: 1, amount: 5 },
            ],
          ],
        ]),
      ),
    ).toEqual([]);
    expect(lostRows(before, new Map([["ledger", [{ id: 1, amount: 5 }]]]))).toEqual([
      'ledger: {"id":2,"amount":7}',
    ]);
    expect(
      lostRows(
        before,
        new Map([
          [
            "ledger",
            [
              { id: 1, amount: 6 },
              { id: 2, amount: 7 },
            ],
          ],
        ]),
      ),
    ).toEqual(['ledger: {"id":1,"amount":5}']);
  });
});
