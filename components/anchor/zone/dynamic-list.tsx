"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { type DynamicItem, DYNAMIC_PAGE_SIZE, anchorApi } from "@/lib/api/anchor";
import { mediaUrl } from "@/lib/api/envelope";
import { useDynamicList } from "@/lib/api/use-anchor";
import { formatRelative } from "@/lib/format/relative-time";
import { toast } from "@/stores/ui-store";
import { Pager } from "../pager";

function DynamicCard({ item, onDelete }: { item: DynamicItem; onDelete: () => void }) {
  const t = useTranslations("anchor.zone");
  return (
    <li className="border-b border-surface py-4 last:border-b-0">
      <p className="text-sm leading-6 break-words whitespace-pre-wrap text-ink">{item.content}</p>
      {item.images.length ? (
        <div className="mt-3 grid w-fit grid-cols-3 gap-2">
          {item.images.map((src, i) => (
            // eslint-disable-next-line @next/next/no-img-element -- user uploads of unknown size, served by the api
            <img
              key={src}
              src={mediaUrl(src)}
              alt={t("image", { n: i + 1 })}
              className="size-28 rounded object-cover"
            />
          ))}
        </div>
      ) : null}
      <div className="mt-2 flex items-center gap-4 text-xs text-ink-mute">
        <time dateTime={item.createdAt}>{formatRelative(item.createdAt)}</time>
        <span>{t("likes", { count: item.likeCount })}</span>
        <Button variant="outline" size="sm" className="ml-auto" onClick={onDelete}>
          {t("delete")}
        </Button>
      </div>
    </li>
  );
}

/** The anchor's posts, newest first, each with a confirmed delete. */
export function DynamicList({
  anchorId,
  page,
  onPage,
}: {
  anchorId: number;
  page: number;
  onPage: (p: number) => void;
}) {
  const t = useTranslations("anchor.zone");
  const { data, error, mutate } = useDynamicList(anchorId, page);
  const [deleting, setDeleting] = useState<DynamicItem | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    const res = await anchorApi.removeDynamic(deleting.id);
    setDeleting(null);
    if (res.code !== 200) return toast(res.message || t("failed"), "error");
    toast(t("deleted"), "success");
    if (data && data.list.length === 1 && page > 1) onPage(page - 1);
    else void mutate();
  }

  if (error && !data) return <p className="py-8 text-center text-sm text-brand">{error.message}</p>;
  if (!data) return <p className="py-8 text-center text-sm text-ink-mute">{t("loading")}</p>;
  if (data.list.length === 0) return <p className="py-8 text-center text-sm text-ink-mute">{t("empty")}</p>;
  return (
    <>
      <ul>
        {data.list.map((item) => (
          <DynamicCard key={item.id} item={item} onDelete={() => setDeleting(item)} />
        ))}
      </ul>
      <Pager page={page} pageSize={DYNAMIC_PAGE_SIZE} total={data.total} onPage={onPage} />
      <Modal open={deleting !== null} onClose={() => setDeleting(null)} title={t("deleteTitle")}>
        <div className="px-6 py-5">
          <p className="text-sm text-ink-soft">{t("deleteText")}</p>
          <div className="mt-6 flex justify-end gap-3">
            <Button variant="subtle" onClick={() => setDeleting(null)}>
              {t("cancel")}
            </Button>
            <Button onClick={() => void confirmDelete()}>{t("confirmDelete")}</Button>
          </div>
        </div>
      </Modal>
    </>
  );
}
