import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { and, asc, eq, inArray } from "drizzle-orm";
import { ArticleKind, ArticleTag, columnOf } from "@/lib/codes/news";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { newsArticles, newsArticleTags } from "../../db/schema/news";
import { leagues } from "../../db/schema/sports";
import { teams } from "../../db/schema/teams";
import { notFoundError } from "../../errors/biz-error";
import { CAPTCHA_FONT_FAMILY, ensureCaptchaFont } from "../captcha/captcha-font";
import { ARTICLE_NOT_FOUND } from "./articles";

const WIDTH = 640;
const HEIGHT = 360;
const CACHE_MAX = 400;
/** Drawn covers by article id and version; a cover only changes when its article does. */
const cache = new Map<string, Buffer>();

export type Side = { name: string; colour: string; colour2: string };
export type CoverArt = {
  label: string;
  league: string;
  home: Side | null;
  away: Side | null;
  /** "2 : 1" for a result, "VS" for a preview, null for a piece about one side. */
  centre: string | null;
};

const font = (size: number) => `${size}px ${CAPTCHA_FONT_FAMILY}`;

function fitText(ctx: SKRSContext2D, text: string, maxWidth: number, size: number) {
  let s = size;
  ctx.font = font(s);
  while (s > 14 && ctx.measureText(text).width > maxWidth) ctx.font = font((s -= 2));
}

function drawMatchCover(ctx: SKRSContext2D, art: CoverArt, home: Side, away: Side) {
  // The two sides' colours meet on a slanted line.
  ctx.fillStyle = home.colour;
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.lineTo(WIDTH / 2 + 50, 0);
  ctx.lineTo(WIDTH / 2 - 50, HEIGHT);
  ctx.lineTo(0, HEIGHT);
  ctx.fill();
  ctx.fillStyle = away.colour;
  ctx.beginPath();
  ctx.moveTo(WIDTH / 2 + 50, 0);
  ctx.lineTo(WIDTH, 0);
  ctx.lineTo(WIDTH, HEIGHT);
  ctx.lineTo(WIDTH / 2 - 50, HEIGHT);
  ctx.fill();
  ctx.fillStyle = "rgba(0,0,0,0.38)";
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  // Second colours as stripes along the bottom.
  ctx.fillStyle = home.colour2;
  ctx.fillRect(0, HEIGHT - 10, WIDTH / 2, 10);
  ctx.fillStyle = away.colour2;
  ctx.fillRect(WIDTH / 2, HEIGHT - 10, WIDTH / 2, 10);

  ctx.fillStyle = "#ffffff";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  fitText(ctx, home.name, 220, 34);
  ctx.fillText(home.name, 150, 250);
  fitText(ctx, away.name, 220, 34);
  ctx.fillText(away.name, WIDTH - 150, 250);
  ctx.font = font(art.centre === "VS" ? 72 : 96);
  ctx.fillText(art.centre ?? "VS", WIDTH / 2, 170);
}

function drawPieceCover(ctx: SKRSContext2D, art: CoverArt) {
  const side = art.home;
  const gradient = ctx.createLinearGradient(0, 0, WIDTH, HEIGHT);
  gradient.addColorStop(0, side?.colour ?? "#123a6b");
  gradient.addColorStop(1, side?.colour2 && side.colour2 !== side.colour ? side.colour2 : "#0b1d33");
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.fillStyle = "rgba(0,0,0,0.3)";
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.strokeStyle = "rgba(255,255,255,0.18)";
  ctx.lineWidth = 18;
  ctx.beginPath();
  ctx.arc(WIDTH - 90, HEIGHT / 2, 150, 0, Math.PI * 2);
  ctx.stroke();
  ctx.fillStyle = "#ffffff";
  ctx.textAlign = "left";
  ctx.textBaseline = "middle";
  const name = side?.name ?? art.league;
  fitText(ctx, name, WIDTH - 120, 64);
  ctx.fillText(name, 48, 190);
}

/** A 640×360 PNG: two sides' colours and the score (or VS), or one side's colours and name. */
export function drawCover(art: CoverArt): Buffer {
  ensureCaptchaFont();
  const canvas = createCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext("2d");
  if (art.home && art.away && art.centre) drawMatchCover(ctx, art, art.home, art.away);
  else drawPieceCover(ctx, art);
  // The kicker: column and kind, top left.
  ctx.textAlign = "left";
  ctx.textBaseline = "middle";
  ctx.font = font(22);
  const kicker = [art.league, art.label].filter(Boolean).join(" · ");
  const width = ctx.measureText(kicker).width + 28;
  ctx.fillStyle = "rgba(0,0,0,0.45)";
  ctx.fillRect(28, 26, width, 40);
  ctx.fillStyle = "#ffd54a";
  ctx.fillText(kicker, 42, 47);
  return canvas.toBuffer("image/png");
}

async function artOf(db: Db, id: number): Promise<{ art: CoverArt; version: string }> {
  const [article] = await db
    .select({
      kind: newsArticles.kind,
      columnNo: newsArticles.columnNo,
      matchId: newsArticles.matchId,
      publishedAt: newsArticles.publishedAt,
    })
    .from(newsArticles)
    .where(eq(newsArticles.id, id));
  if (!article) throw notFoundError(ARTICLE_NOT_FOUND);
  const version = `${id}:${article.publishedAt.getTime()}`;
  const columnName = columnOf(article.columnNo)?.name ?? "";
  const sideOf = (t: { name: string; colour: string; colour2: string }): Side => ({
    name: t.name,
    colour: t.colour,
    colour2: t.colour2,
  });
  if (article.kind !== ArticleKind.Editorial && article.matchId !== null) {
    const [m] = await db
      .select({
        homeId: matches.homeTeamId,
        awayId: matches.awayTeamId,
        hs: matches.homeScore,
        as: matches.awayScore,
        league: leagues.name,
      })
      .from(matches)
      .innerJoin(leagues, eq(leagues.id, matches.leagueId))
      .where(eq(matches.id, article.matchId));
    if (m) {
      const sides = await db
        .select()
        .from(teams)
        .where(inArray(teams.id, [m.homeId, m.awayId]));
      const home = sides.find((t) => t.id === m.homeId)!;
      const away = sides.find((t) => t.id === m.awayId)!;
      const report = article.kind === ArticleKind.MatchReport;
      return {
        version,
        art: {
          label: report ? "赛后战报" : "赛前前瞻",
          league: m.league,
          home: sideOf(home),
          away: sideOf(away),
          centre: report ? `${m.hs} : ${m.as}` : "VS",
        },
      };
    }
  }
  const [team] = await db
    .select({ name: teams.name, colour: teams.colour, colour2: teams.colour2 })
    .from(newsArticleTags)
    .innerJoin(teams, eq(teams.id, newsArticleTags.tagId))
    .where(and(eq(newsArticleTags.articleId, id), eq(newsArticleTags.tagType, ArticleTag.Team)))
    .orderBy(asc(newsArticleTags.tagId))
    .limit(1);
  return {
    version,
    art: { label: "专栏", league: columnName, home: team ? sideOf(team) : null, away: null, centre: null },
  };
}

/** The article's cover as PNG, drawn from its match (the sides' colours and the score) or its team. */
export async function articleCover(db: Db, id: number): Promise<Buffer> {
  const { art, version } = await artOf(db, id);
  const hit = cache.get(version);
  if (hit) return hit;
  const png = drawCover(art);
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(version, png);
  return png;
}
