import "server-only";
import type { DynamicItem } from "@/lib/contracts/anchor";
import type { Page } from "@/lib/contracts/fields";
import type { CircleItem, CommentPage, PostItem, PostPage } from "@/lib/contracts/community";
import { apiGet, apiPost } from "./server-fetch";

// What a visitor sees, rendered on the server and cached briefly; the browser refreshes it with its session.
const REVALIDATE = 30;
export const FEED_PAGE_SIZE = 20;
export const COMMENT_PAGE_SIZE = 20;

export async function getCircles(section?: number) {
  const res = await apiGet<CircleItem[]>("/inform/circle/list", section ? { section } : {}, {
    revalidate: REVALIDATE,
  });
  return res.code === 200 ? (res.data ?? []) : [];
}

export async function getCircle(id: number) {
  const res = await apiGet<CircleItem>(`/inform/circle/detail/${id}`, {}, { revalidate: REVALIDATE });
  return res.code === 200 ? res.data : null;
}

export async function getFeed(filter: { section?: number; circleId?: number; sort: "hot" | "new" }) {
  const res = await apiPost<PostPage>(
    "/inform/post/list/general",
    { ...filter, page: 1, pageSize: FEED_PAGE_SIZE },
    { revalidate: REVALIDATE },
  );
  return res.code === 200 ? res.data : null;
}

export async function getPost(id: number) {
  const res = await apiGet<PostItem>(`/inform/post/detail/${id}`, {}, { revalidate: REVALIDATE });
  return res.code === 200 ? res.data : null;
}

export async function getComments(postId: number) {
  const res = await apiGet<CommentPage>(
    "/inform/comment/list/byPost",
    { postId, page: 1, pageSize: COMMENT_PAGE_SIZE },
    { revalidate: REVALIDATE },
  );
  return res.code === 200 ? res.data : null;
}

export async function getAnchorPosts(anchorId: number | undefined, page = 1) {
  const res = await apiPost<Page<DynamicItem>>(
    "/inform/post/list/anchor",
    { ...(anchorId ? { anchorId } : {}), page, pageSize: FEED_PAGE_SIZE },
    { revalidate: REVALIDATE },
  );
  return res.code === 200 ? res.data : null;
}
