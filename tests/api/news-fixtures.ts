import { ArticleKind, ArticleTag, type ArticleKindCode } from "@/lib/codes/news";
import { Sport, type SportId } from "@/lib/codes/sports";
import { newsArticles, newsArticleTags } from "@/server/db/schema/news";
import { users } from "@/server/db/schema/users";
import { createSession } from "@/server/services/auth/sessions";
import type { TestApi } from "../support/test-api";

const HOUR = 3_600_000;
let mobiles = 0;

/** A signed-in user straight from the tables (the sign-in flow has tests of its own). */
export async function reader(api: TestApi, nickName = `读者${++mobiles}`) {
  const [user] = await api.db
    .insert(users)
    .values({
      mobile: `1770000${String(++mobiles).padStart(4, "0")}`,
      nickName,
      portrait: "/images/avatars/2.svg",
    })
    .returning({ id: users.id });
  const { token } = await createSession(api.db, user.id, true, api.clock.now);
  return { id: user.id, token, nickName };
}

type Piece = {
  title: string;
  columnNo: number;
  sportId?: SportId;
  hoursAgo: number;
  body?: string;
  kind?: ArticleKindCode;
  headline?: boolean;
  readCount?: number;
  teamIds?: number[];
  authorId?: number;
};

export async function addArticles(api: TestApi, pieces: Piece[]) {
  const rows = await api.db
    .insert(newsArticles)
    .values(
      pieces.map((p) => ({
        kind: p.kind ?? ArticleKind.Editorial,
        columnNo: p.columnNo,
        sportId: p.sportId ?? Sport.Football,
        title: p.title,
        summary: `${p.title}的摘要`,
        body: p.body ?? `${p.title}\n\n正文段落。`,
        authorName: "编辑部",
        authorId: p.authorId ?? null,
        headline: p.headline ?? false,
        readCount: p.readCount ?? 0,
        publishedAt: new Date(api.clock.now - p.hoursAgo * HOUR),
      })),
    )
    .returning({ id: newsArticles.id });
  const tags = pieces.flatMap((p, i) =>
    (p.teamIds ?? []).map((tagId) => ({
      articleId: rows[i].id,
      tagType: ArticleTag.Team,
      tagId,
      name: `球队${tagId}`,
    })),
  );
  if (tags.length) await api.db.insert(newsArticleTags).values(tags);
  return rows.map((r) => r.id);
}
