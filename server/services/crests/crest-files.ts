import { createHash } from "node:crypto";
import { access, mkdir, rename, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { eq } from "drizzle-orm";
import { Sport } from "@/lib/codes/sports";
import type { Db } from "../../db/client";
import { teams } from "../../db/schema/teams";
import { crestOf } from "./crest-svg";

/** Crests live beside the uploads and are served by the same route (server/routes/upload.ts). */
export const CREST_FOLDER = "crests";
/** The only crest names we write: <team id>-<content hash>.svg. */
export const CREST_FILE = /^crests\/(\d{1,7})-([a-f0-9]{10})\.svg$/;

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Draws every team's crest once: writes the SVG files that are missing and points each team's
 * `logo` at its file. The name carries a hash of the drawing, so a crest served as immutable
 * changes its URL if its colours ever change. Idempotent; runs at api start after the seed.
 */
export async function ensureTeamCrests(
  db: Db,
  uploadDir: string,
): Promise<{ drawn: number; linked: number }> {
  const folder = join(resolve(uploadDir), CREST_FOLDER);
  await mkdir(folder, { recursive: true });
  const rows = await db
    .select({
      id: teams.id,
      sportId: teams.sportId,
      nameEn: teams.nameEn,
      colour: teams.colour,
      colour2: teams.colour2,
      logo: teams.logo,
    })
    .from(teams);
  let drawn = 0;
  const relink: { id: number; logo: string }[] = [];
  for (const team of rows) {
    const { svg } = crestOf({ ...team, basketball: team.sportId === Sport.Basketball });
    const hash = createHash("sha256").update(svg).digest("hex").slice(0, 10);
    const name = `${team.id}-${hash}.svg`;
    const target = join(folder, name);
    if (!(await exists(target))) {
      // Write then rename: an api process starting beside this one never serves half a file.
      const temp = `${target}.${process.pid}.tmp`;
      await writeFile(temp, svg);
      await rename(temp, target);
      drawn++;
    }
    const logo = `/uploads/${CREST_FOLDER}/${name}`;
    if (team.logo !== logo) relink.push({ id: team.id, logo });
  }
  if (relink.length) {
    await db.transaction(async (tx) => {
      for (const { id, logo } of relink) await tx.update(teams).set({ logo }).where(eq(teams.id, id));
    });
  }
  return { drawn, linked: relink.length };
}
