"use client";
import { useTranslations } from "next-intl";
import { useEffect, useReducer } from "react";
import { useRoomEvent } from "@/components/room/room-events";
import type { GiftEvent } from "@/lib/contracts/room-stream";
import { formatNumber } from "@/lib/format/number";
import { GiftBanner } from "./gift-banner";
import { GiftCentre } from "./gift-centre";
import { emptyGiftQueue, enqueueGift, expireGifts, type GiftQueue } from "./gift-queue";
import { hornNotice, type LayerNotice, redPacketNotice } from "./layer-notices";
import { admit, emptyLane, expire, type Lane, nextDeadline } from "./timed-lanes";
import { HornIcon, RedPacketIcon } from "./money-icons";

type State = { gifts: GiftQueue; notices: Lane<LayerNotice> };
type Action =
  | { type: "gift"; event: GiftEvent; now: number }
  | { type: "notice"; notice: LayerNotice; now: number }
  | { type: "tick"; now: number };

function reduce(state: State, action: Action): State {
  if (action.type === "gift") return { ...state, gifts: enqueueGift(state.gifts, action.event, action.now) };
  if (action.type === "notice")
    return { ...state, notices: admit(state.notices, action.notice, 1, action.now) };
  const gifts = expireGifts(state.gifts, action.now);
  const notices = expire(state.notices, 1, action.now);
  return gifts === state.gifts && notices === state.notices ? state : { gifts, notices };
}

/** Gifts, red packets and horns of the room drawn over the video; mount it inside a `relative` box. */
export function GiftAnimationLayer({ roomId }: { roomId: number }) {
  const [state, dispatch] = useReducer(reduce, undefined, () => ({
    gifts: emptyGiftQueue(),
    notices: emptyLane<LayerNotice>(),
  }));
  useRoomEvent("gift", (event) => {
    if (event.roomId === roomId) dispatch({ type: "gift", event, now: Date.now() });
  });
  useRoomEvent("redPacket", (event) => {
    if (event.kind === "sent" && event.roomId === roomId)
      dispatch({ type: "notice", notice: redPacketNotice(event), now: Date.now() });
  });
  useRoomEvent("horn", (event) => dispatch({ type: "notice", notice: hornNotice(event), now: Date.now() }));

  const deadline = nextDeadline([state.gifts.banners, state.gifts.centre, state.notices]);
  useEffect(() => {
    if (deadline === null) return;
    const timer = setTimeout(
      () => dispatch({ type: "tick", now: Date.now() }),
      Math.max(0, deadline - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [deadline]);

  const centre = state.gifts.centre.shown[0];
  const notice = state.notices.shown[0];
  return (
    <div className="pointer-events-none absolute inset-0 z-20 overflow-hidden" aria-live="polite">
      {notice ? <NoticeStrip notice={notice} /> : null}
      <div className="absolute top-1/4 left-3 flex flex-col gap-2">
        {state.gifts.banners.shown.map((gift) => (
          <GiftBanner key={gift.key} gift={gift} />
        ))}
      </div>
      {centre ? <GiftCentre gift={centre} /> : null}
    </div>
  );
}

function NoticeStrip({ notice }: { notice: LayerNotice }) {
  const t = useTranslations("roomMoney.animation");
  return (
    <p
      key={notice.key}
      data-testid="room-notice"
      className="absolute top-3 left-1/2 max-w-[90%] -translate-x-1/2 animate-gift-slide truncate rounded-full bg-gradient-to-r from-brand/90 to-amber-500/90 px-4 py-1 text-sm text-white shadow motion-reduce:animate-none"
    >
      {notice.kind === "redPacket" ? (
        <>
          <RedPacketIcon />
          {t("redPacket", { name: notice.nickName, amount: formatNumber(notice.total, 0) })}
        </>
      ) : (
        <>
          <HornIcon />
          <b className="mr-1">{t("hornFrom", { name: notice.nickName })}</b>
          {notice.content}
        </>
      )}
    </p>
  );
}
