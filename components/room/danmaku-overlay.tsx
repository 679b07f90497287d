"use client";
import { useEffect, useRef, useState } from "react";
import { ChatText } from "./chat-text";
import { DANMAKU, laneBusyMs, laneCount, pickLane, textWidthPx } from "./danmaku-lanes";
import { useDanmakuSettings } from "./danmaku-settings-store";
import { useRoomEvent } from "./room-events";
import { prefersReducedMotion } from "@/lib/a11y/reduced-motion";

type Flying = { key: number; text: string; colour: string; lane: number; width: number; stage: number };

/** New chat lines and barrages fly right to left across the picture, one lane each. */
export function DanmakuOverlay() {
  const on = useDanmakuSettings((s) => s.on);
  const opacity = useDanmakuSettings((s) => s.opacity);
  const stageRef = useRef<HTMLDivElement>(null);
  const freeAt = useRef<number[]>([]);
  const nextKey = useRef(1);
  const [items, setItems] = useState<Flying[]>([]);

  useEffect(() => {
    void useDanmakuSettings.persist.rehydrate();
  }, []);

  function launch(text: string, colour: string) {
    const stage = stageRef.current;
    // Text flying across the picture is motion a visitor may have asked to be spared; the chat list keeps the line.
    if (!on || !stage || !text || prefersReducedMotion()) return;
    const { width: stageWidth, height } = stage.getBoundingClientRect();
    const lanes = laneCount(height);
    if (freeAt.current.length !== lanes) freeAt.current = Array.from({ length: lanes }, () => 0);
    const now = performance.now();
    const lane = pickLane(freeAt.current, now);
    const width = textWidthPx(text);
    freeAt.current[lane] = Math.max(now, freeAt.current[lane]) + laneBusyMs(width, stageWidth);
    const item = { key: nextKey.current++, text, colour, lane, width, stage: stageWidth };
    setItems((list) => (list.length >= DANMAKU.maxOnScreen ? list : [...list, item]));
  }

  useRoomEvent("chat", (e) => launch(e.content, "#ffffff"));
  useRoomEvent("barrage", (e) => launch(e.content, e.colour));

  return (
    <div
      ref={stageRef}
      aria-hidden="true"
      data-testid="danmaku-stage"
      className="pointer-events-none absolute inset-0 overflow-hidden"
      style={{ opacity, visibility: on ? "visible" : "hidden" }}
    >
      {items.map((item) => (
        <DanmakuLine
          key={item.key}
          item={item}
          onDone={() => setItems((list) => list.filter((i) => i.key !== item.key))}
        />
      ))}
    </div>
  );
}

function DanmakuLine({ item, onDone }: { item: Flying; onDone: () => void }) {
  const ref = useRef<HTMLSpanElement>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof el.animate !== "function") return void done.current();
    const flight = el.animate(
      [{ transform: `translateX(${item.stage}px)` }, { transform: "translateX(-100%)" }],
      { duration: DANMAKU.durationMs, easing: "linear", fill: "forwards" },
    );
    flight.onfinish = () => done.current();
    return () => flight.cancel();
  }, [item.stage]);
  return (
    <span
      ref={ref}
      className="absolute left-0 font-medium whitespace-nowrap will-change-transform"
      style={{
        top: item.lane * DANMAKU.laneHeightPx + 4,
        fontSize: DANMAKU.fontPx,
        color: item.colour,
        textShadow: "1px 1px 2px rgba(0,0,0,.9), -1px -1px 2px rgba(0,0,0,.6)",
        transform: `translateX(${item.stage}px)`,
      }}
    >
      <ChatText content={item.text} size={DANMAKU.fontPx + 4} />
    </span>
  );
}
