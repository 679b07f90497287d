"use client";
import type { Page } from "@/lib/contracts/fields";
import type {
  ArticleComment,
  ArticleItem,
  CollectState,
  CommentPage,
  ReadBeacon,
} from "@/lib/contracts/news";
import { http } from "./http";

/** Counts the reader's view; answers the read count and whether the reader collected it. */
export const readArticle = (id: number) => http.get<ReadBeacon>(`/inform/info/read/${id}`);

export const setArticleCollected = (collectId: number, collected: boolean) =>
  http.get<CollectState>("/inform/info/collect", { collectId, flag: collected ? 1 : 0, type: 1 });

export const fetchArticleComments = (postId: number, page: number, pageSize = 20) =>
  http.get<CommentPage>("/inform/info/comment/list/byPost", { postId, page, pageSize });

export const addArticleComment = (postId: number, content: string) =>
  http.post<ArticleComment>("/inform/info/comment/add", { postId, content });

export const fetchMyCollects = (page: number, pageSize = 20) =>
  http.get<Page<ArticleItem>>("/inform/info/my/collect", { type: 1, page, pageSize });
