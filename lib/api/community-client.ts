"use client";
import type { DynamicItem } from "@/lib/contracts/anchor";
import type { Page } from "@/lib/contracts/fields";
import type {
  CircleItem,
  CommentItem,
  CommentPage,
  LikeData,
  PostItem,
  PostPage,
  ReplyItem,
} from "@/lib/contracts/community";
import type { PostSort } from "@/lib/codes/community";
import type { ApiResult } from "./envelope";
import { http } from "./http";

export type { CircleItem, CommentItem, CommentPage, PostItem, PostPage, ReplyItem };
export type FeedFilter = { section?: number; circleId?: number; authorId?: number; sort: PostSort };
type Membership = { circleId: number; joined: boolean; memberCount: number };

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(file);
  });
}

/** The community's browser calls (through the gateway, with the auth cookie). */
export const communityApi = {
  circles: (section?: number) => http.get<CircleItem[]>("/inform/circle/list", section ? { section } : {}),
  circle: (id: number) => http.get<CircleItem>(`/inform/circle/detail/${id}`),
  join: (circleId: number, join: boolean) =>
    http.post<Membership>(join ? "/inform/circle/join" : "/inform/circle/leave", { circleId }),
  feed: (filter: FeedFilter, page: number, pageSize: number) =>
    http.postJson<PostPage>("/inform/post/list/general", { ...filter, page, pageSize }),
  post: (id: number) => http.get<PostItem>(`/inform/post/detail/${id}`),
  like: (id: number) => http.get<LikeData>(`/inform/post/like/${id}`),
  collect: (id: number) =>
    http.get<{ id: number; collected: boolean; collectCount: number }>(`/inform/post/collect/${id}`),
  shield: (postId: number, type: number) => http.post<unknown>("/inform/post/shield", { postId, type }),
  report: (postId: number, reason: number) => http.post<unknown>("/inform/post/report", { postId, reason }),
  remove: (postId: number) => http.post<unknown>("/inform/post/delete", { postId }),
  write: (body: { circleId: number; title: string; content: string; images: string[] }) =>
    http.postJson<PostItem>("/inform/post/addSave", body),
  /** One picture per call, as /inform/post/addPic/base64 takes them; answers the stored paths. */
  async uploadPictures(files: File[]): Promise<ApiResult<{ urls: string[] }>> {
    const urls: string[] = [];
    for (const file of files) {
      let image: string;
      try {
        image = await readAsDataUrl(file);
      } catch {
        return { code: 400, message: "图片读取失败，请重新选择", data: null };
      }
      const res = await http.postJson<{ url: string }>("/inform/post/addPic/base64", { image });
      if (res.code !== 200 || !res.data) return { code: res.code, message: res.message, data: null };
      urls.push(res.data.url);
    }
    return { code: 200, message: "上传成功", data: { urls } };
  },
  comments: (postId: number, page: number, pageSize: number) =>
    http.get<CommentPage>("/inform/comment/list/byPost", { postId, page, pageSize }),
  reply: (postId: number, content: string, commentId?: number) =>
    http.postJson<CommentItem | ReplyItem>("/inform/comment/reply", { postId, content, commentId }),
  likeComment: (id: number) => http.get<LikeData>(`/inform/comment/like/${id}`),
  feedback: (body: { type: number; content: string; contact: string; page: string }) =>
    http.postJson<{ id: number }>("/inform/feedback/add", body),
  myAnchorPosts: (page: number, pageSize: number) =>
    http.get<Page<DynamicItem>>("/inform/post/list/anchor/my", { page, pageSize }),
};
