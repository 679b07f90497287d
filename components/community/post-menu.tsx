"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { useMenuFocus } from "@/components/ui/use-menu-focus";
import { ShieldType } from "@/lib/codes/community";
import { communityApi, type PostItem } from "@/lib/api/community-client";
import { toast } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";

const REASONS = [1, 2, 3, 4, 5] as const;

/** ⋯ on a post: shield the post or its author for myself, report it; the author deletes instead. */
export function PostMenu({ post, onGone }: { post: PostItem; onGone: () => void }) {
  const t = useTranslations("community.post");
  const tr = useTranslations("community.reasons");
  const me = useUserStore((s) => s.userInfo);
  const signedIn = useUserStore((s) => Boolean(s.auth));
  const openLogin = useUserStore((s) => s.openLogin);
  const [open, setOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState<number>(1);
  const [deleting, setDeleting] = useState(false);
  const own = me?.id === post.author.id;
  const { triggerRef, menuRef, onKeyDown: menuKeys } = useMenuFocus(open, () => setOpen(false));

  const guard = (action: () => void) => () => {
    setOpen(false);
    if (!signedIn) return openLogin();
    action();
  };

  async function shield(type: number) {
    const res = await communityApi.shield(post.id, type);
    if (res.code !== 200) return toast(res.message, "error");
    toast(t("shielded"), "success");
    onGone();
  }
  async function report() {
    const res = await communityApi.report(post.id, reason);
    setReporting(false);
    toast(res.message, res.code === 200 ? "success" : "error");
  }
  async function remove() {
    const res = await communityApi.remove(post.id);
    setDeleting(false);
    if (res.code !== 200) return toast(res.message, "error");
    toast(t("deleted"), "success");
    onGone();
  }

  const item = "block w-full px-4 py-2 text-left text-sm text-ink-soft hover:bg-surface hover:text-brand";
  return (
    <div className="relative" onKeyDown={menuKeys}>
      <button
        ref={triggerRef}
        type="button"
        aria-label={t("more")}
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        className="rounded px-2 text-lg leading-6 text-ink-mute hover:bg-surface hover:text-ink"
      >
        ⋯
      </button>
      {open ? (
        <div
          ref={menuRef}
          role="menu"
          className="absolute right-0 z-10 mt-1 w-32 overflow-hidden rounded-md bg-white py-1 shadow-lg ring-1 ring-black/5"
        >
          {own ? (
            <button type="button" role="menuitem" className={item} onClick={guard(() => setDeleting(true))}>
              {t("delete")}
            </button>
          ) : (
            <>
              <button
                type="button"
                role="menuitem"
                className={item}
                onClick={guard(() => void shield(ShieldType.Post))}
              >
                {t("shieldPost")}
              </button>
              <button
                type="button"
                role="menuitem"
                className={item}
                onClick={guard(() => void shield(ShieldType.Author))}
              >
                {t("shieldAuthor")}
              </button>
              <button
                type="button"
                role="menuitem"
                className={item}
                onClick={guard(() => setReporting(true))}
              >
                {t("report")}
              </button>
            </>
          )}
        </div>
      ) : null}
      <Modal open={reporting} onClose={() => setReporting(false)} title={t("reportTitle")}>
        <fieldset className="space-y-2 px-6 py-5">
          {REASONS.map((r) => (
            <label key={r} className="flex items-center gap-2 text-sm text-ink">
              <input type="radio" name="reason" checked={reason === r} onChange={() => setReason(r)} />
              {tr(String(r))}
            </label>
          ))}
          <div className="flex justify-end gap-3 pt-4">
            <Button variant="outline" onClick={() => setReporting(false)}>
              {t("cancel")}
            </Button>
            <Button onClick={() => void report()}>{t("reportSubmit")}</Button>
          </div>
        </fieldset>
      </Modal>
      <Modal open={deleting} onClose={() => setDeleting(false)} title={t("delete")}>
        <div className="px-6 py-5">
          <p className="text-sm text-ink-soft">{t("deleteConfirm")}</p>
          <div className="mt-6 flex justify-end gap-3">
            <Button variant="outline" onClick={() => setDeleting(false)}>
              {t("cancel")}
            </Button>
            <Button onClick={() => void remove()}>{t("delete")}</Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
