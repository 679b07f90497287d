import { and, asc, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { Sport } from "../../lib/codes/sports";
import type { Db } from "../db/client";
import { circleMembers, circles, commentLikes, postComments, postLikes, posts } from "../db/schema/community";
import { matches } from "../db/schema/matches";
import { leagues } from "../db/schema/sports";
import { players, teams } from "../db/schema/teams";
import { users } from "../db/schema/users";
import { createRandom, type Random } from "../feed/engine/random";
import { circleSpecs, type CircleSpec } from "./community-circles";
import * as texts from "./community-texts";
import { bulkInsert } from "./sports/bulk-insert";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CSL = 60;
const DEFENCE = new Set(["D", "DC", "DL", "DR"]);

type Topic = { team: string; players: string[] };
type CircleTalk = {
  league: string;
  topics: Topic[];
  templates: readonly (readonly [string, string])[];
  /** A club circle's: the club and the clubs of its league. */
  teamId?: number;
  rivalsOf?: string[];
};

const fill = (text: string, words: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => words[k] ?? "");

/** A club's best outfield players, attackers first (they carry the talk), then the rest. */
async function topPlayers(db: Db, where: SQL, n: number) {
  const rows = await db
    .select({ name: players.name, position: players.position })
    .from(players)
    .where(and(where, ne(players.position, "GK")))
    .orderBy(desc(players.rating), asc(players.id))
    .limit(n * 2);
  const attack = rows.filter((r) => !DEFENCE.has(r.position));
  return [...attack, ...rows.filter((r) => DEFENCE.has(r.position))].slice(0, n).map((r) => r.name);
}

/** The clubs (with their best players) a circle talks about, from the seeded catalogue. */
async function talkOf(db: Db, spec: CircleSpec, leagueNames: Map<number, string>): Promise<CircleTalk> {
  const basketball = spec.sportId === Sport.Basketball;
  if (spec.team) {
    const [team] = await db
      .select({ id: teams.id, name: teams.name, shortName: teams.shortName })
      .from(teams)
      .where(and(eq(teams.sportId, spec.sportId), eq(teams.name, spec.team)));
    const [home] = await db
      .select({ leagueId: matches.leagueId })
      .from(matches)
      .where(eq(matches.homeTeamId, team.id))
      .limit(1);
    const rivals = home ? await leagueTeams(db, home.leagueId, team.id) : [];
    const own = {
      team: team.shortName || team.name,
      players: await topPlayers(db, eq(players.teamId, team.id), 8),
    };
    return {
      teamId: team.id,
      league: leagueNames.get(home?.leagueId ?? 0) ?? "",
      topics: [own],
      templates: basketball ? texts.basketballPosts : texts.footballPosts,
      rivalsOf: rivals.map((r) => r.team),
    };
  }
  if (spec.leagueId) {
    const clubs = await leagueTeams(db, spec.leagueId);
    const topics: Topic[] = [];
    for (const club of clubs.slice(0, 8))
      topics.push({ team: club.team, players: await topPlayers(db, eq(players.teamId, club.id), 4) });
    return {
      league: leagueNames.get(spec.leagueId) ?? "",
      topics,
      templates: basketball
        ? texts.basketballPosts
        : [...texts.leaguePosts, ...texts.footballPosts.slice(0, 4)],
    };
  }
  const cslClubs = (await leagueTeams(db, CSL)).map((c) => c.id);
  const chinese = await topPlayers(
    db,
    and(inArray(players.teamId, cslClubs), eq(players.nationality, "中国")) as SQL,
    12,
  );
  return { league: "国足", topics: [{ team: "国足", players: chinese }], templates: texts.guozuPosts };
}

/** Clubs playing in a league (the ones with most home matches first), optionally without one. */
async function leagueTeams(db: Db, leagueId: number, without?: number) {
  const rows = await db
    .select({ id: teams.id, name: teams.name, shortName: teams.shortName, n: sql<number>`count(*)::int` })
    .from(matches)
    .innerJoin(teams, eq(teams.id, matches.homeTeamId))
    .where(eq(matches.leagueId, leagueId))
    .groupBy(teams.id, teams.name, teams.shortName)
    .orderBy(desc(teams.strength), asc(teams.id))
    .limit(12);
  return rows.filter((r) => r.id !== without).map((r) => ({ id: r.id, team: r.shortName || r.name }));
}

function shuffled<T>(rnd: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rnd.int(0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

type PostDraft = typeof posts.$inferInsert & {
  audience: number[];
  quality: number;
  at: number;
  words: Record<string, string>;
};

function draftPost(
  template: readonly [string, string],
  rnd: Random,
  circleId: number,
  talk: CircleTalk,
  members: number[],
  now: number,
): PostDraft {
  const topic = rnd.pick(talk.topics);
  const rivals = talk.rivalsOf ?? talk.topics.filter((t) => t !== topic).map((t) => t.team);
  // {player} among the first (attacking) names, {player2} anyone else of the squad.
  const p1 = rnd.pick(topic.players.slice(0, 4));
  const p2 = rnd.pick(topic.players.filter((name) => name !== p1));
  const words = {
    team: topic.team,
    rival: rnd.pick(rivals.length ? rivals : [topic.team]),
    player: p1,
    player2: p2 ?? p1,
    league: talk.league,
  };
  const [title, content] = template;
  // Recent posts are denser: the square pulls ages toward now, over the last 14 days.
  const at = now - Math.floor(rnd.next() ** 2 * 14 * DAY) - rnd.int(5, 90) * 60_000;
  return {
    circleId,
    authorId: rnd.pick(members),
    title: fill(title, words),
    content: fill(content, words),
    images: "[]",
    createdAt: new Date(at),
    audience: members,
    quality: rnd.next(),
    at,
    words,
  };
}

/**
 * Circles per league and big club, their members, a few hundred posts with comments, replies and
 * likes by the seeded users. Counts on circles, posts and comments equal the rows they count;
 * likes come from a circle's members (the better the post, the more of them).
 */
export async function seedCommunity(db: Db, { seed, now }: { seed: number; now: number }) {
  const rnd = createRandom(seed ^ 0x5eed_c0de);
  const people = (await db.select({ id: users.id }).from(users).orderBy(asc(users.id))).map((u) => u.id);
  if (!people.length) return { circles: 0, posts: 0, comments: 0 };
  const leagueNames = new Map(
    (await db.select({ id: leagues.id, name: leagues.name }).from(leagues)).map((l) => [l.id, l.name]),
  );

  const plans = [];
  for (const [i, spec] of circleSpecs.entries()) {
    const talk = await talkOf(db, spec, leagueNames);
    // The demo fan (first account) is in the big circles, so the demo opens on a familiar page.
    const members = people.filter((id, n) => (n === 0 && spec.reach >= 0.5) || rnd.chance(spec.reach));
    plans.push({ spec, talk, members: members.length ? members : [people[0]], sortOrder: i + 1 });
  }
  const insertedCircles = await db
    .insert(circles)
    .values(
      plans.map((p) => ({
        name: p.spec.name,
        intro: p.spec.intro,
        sportId: p.spec.sportId,
        leagueId: p.spec.leagueId ?? null,
        teamId: p.talk.teamId ?? null,
        colour: p.spec.colour,
        sortOrder: p.sortOrder,
        memberCount: p.members.length,
        postCount: p.spec.posts,
      })),
    )
    .returning({ id: circles.id });
  await bulkInsert(
    db,
    circleMembers,
    plans.flatMap((p, i) =>
      p.members.map((userId) => ({
        circleId: insertedCircles[i].id,
        userId,
        createdAt: new Date(now - rnd.int(15, 400) * DAY),
      })),
    ),
  );

  // Each circle goes through its templates in a shuffled order before any comes back.
  const drafts = plans.flatMap((p, i) => {
    const order = shuffled(rnd, p.talk.templates);
    return Array.from({ length: p.spec.posts }, (_, n) =>
      draftPost(order[n % order.length], rnd, insertedCircles[i].id, p.talk, p.members, now),
    );
  });
  drafts.sort((a, b) => a.at - b.at);
  const likes: { postId: number; userId: number; createdAt: Date }[] = [];
  const comments: (typeof postComments.$inferInsert & { index: number })[] = [];
  const replies: {
    rootIndex: number;
    authorId: number;
    content: string;
    at: number;
    replyToUserId: number;
  }[] = [];

  await bulkInsert(
    db,
    posts,
    drafts.map(({ audience: _a, quality: _q, at: _at, words: _w, ...row }) => row),
  );
  const postIds = (await db.select({ id: posts.id }).from(posts).orderBy(asc(posts.id))).map((r) => r.id);

  drafts.forEach((d, n) => {
    const postId = postIds[n];
    const age = now - d.at;
    const likeShare = 0.05 + 0.55 * d.quality * d.quality;
    for (const userId of d.audience) {
      if (userId !== d.authorId && rnd.chance(likeShare))
        likes.push({
          postId,
          userId,
          createdAt: new Date(d.at + rnd.int(1, Math.max(2, Math.floor(age / 60_000))) * 60_000),
        });
    }
    const count = rnd.int(0, 1 + Math.round(d.quality * 5));
    for (let k = 0; k < count; k++) {
      const at = d.at + rnd.int(2, Math.max(3, Math.floor(age / 60_000))) * 60_000;
      const text = fill(rnd.pick(texts.comments), d.words);
      comments.push({
        index: comments.length,
        postId,
        authorId: rnd.pick(d.audience),
        content: text,
        createdAt: new Date(Math.min(at, now - 60_000)),
      });
      if (rnd.chance(0.35)) {
        replies.push({
          rootIndex: comments.length - 1,
          authorId: d.authorId,
          content: rnd.pick(texts.replies),
          at: Math.min(at + rnd.int(1, 120) * 60_000, now - 30_000),
          replyToUserId: comments[comments.length - 1].authorId,
        });
      }
    }
  });

  comments.sort((a, b) => +a.createdAt! - +b.createdAt!);
  const order = new Map(comments.map((c, n) => [c.index, n]));
  const replyCount = new Map<number, number>();
  for (const r of replies) replyCount.set(r.rootIndex, (replyCount.get(r.rootIndex) ?? 0) + 1);
  await bulkInsert(
    db,
    postComments,
    comments.map(({ index, ...c }) => ({
      ...c,
      rootId: null,
      replyToId: null,
      replyToUserId: null,
      likeCount: 0,
      replyCount: replyCount.get(index) ?? 0,
    })),
  );
  const commentIds = await db
    .select({ id: postComments.id, postId: postComments.postId })
    .from(postComments)
    .orderBy(asc(postComments.id));
  const replyRows = replies.map((r) => {
    const root = commentIds[order.get(r.rootIndex)!];
    return {
      postId: root.postId,
      authorId: r.authorId,
      rootId: root.id,
      replyToId: root.id,
      replyToUserId: r.replyToUserId,
      content: r.content,
      likeCount: 0,
      replyCount: 0,
      createdAt: new Date(r.at),
    };
  });
  await bulkInsert(db, postComments, replyRows);
  await bulkInsert(db, postLikes, likes);

  // A few likes on comments from the post's readers.
  const allComments = await db
    .select({ id: postComments.id, authorId: postComments.authorId })
    .from(postComments);
  const commentLikeRows = allComments.flatMap((c) =>
    people.filter((u) => u !== c.authorId && rnd.chance(0.06)).map((userId) => ({ commentId: c.id, userId })),
  );
  await bulkInsert(db, commentLikes, commentLikeRows);

  // Counters from the rows they count, in one statement each.
  await db.execute(sql`update posts p set like_count = (select count(*) from post_likes l where l.post_id = p.id),
    comment_count = (select count(*) from post_comments c where c.post_id = p.id)`);
  await db.execute(
    sql`update post_comments c set like_count = (select count(*) from comment_likes l where l.comment_id = c.id)`,
  );
  return { circles: plans.length, posts: drafts.length, comments: comments.length + replyRows.length };
}
