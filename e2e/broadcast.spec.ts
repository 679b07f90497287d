import { expect, test, type Page } from "@playwright/test";
import { FRAME_H, FRAME_W } from "../lib/match-animation/frame-size";
import {
  MARKER_BLOCK,
  MARKER_BLOCKS,
  markerOrigin,
  readScoreMarker,
} from "../lib/match-animation/score-marker";
import { API_URL } from "./support/api";

// A live demo room shows its bound match rendered by the media process (server/media/broadcast),
// not the colour-bar clip: the frame carries the renderer's score marker, and the picture moves.

type Grab = { width: number; marker: number[]; picture: number[] } | null;

/** The <video>'s current frame drawn into a canvas: brightness at the marker's blocks and a coarse picture. */
async function grab(page: Page): Promise<Grab> {
  const o = markerOrigin({ x: FRAME_W, y: FRAME_H });
  const points = Array.from({ length: MARKER_BLOCKS }, (_, i) => [
    o.x + i * MARKER_BLOCK + MARKER_BLOCK / 2,
    o.y + MARKER_BLOCK / 2,
  ]);
  return page.getByTestId("live-video").evaluate(
    (v: HTMLVideoElement, [pts, w, h]) => {
      if (!v.videoWidth || v.readyState < 2) return null;
      const canvas = document.createElement("canvas");
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
      ctx.drawImage(v, 0, 0, w, h);
      const px = ctx.getImageData(0, 0, w, h).data;
      const at = (x: number, y: number) => {
        const i = (Math.floor(y) * w + Math.floor(x)) * 4;
        return (px[i] + px[i + 1] + px[i + 2]) / 3;
      };
      const picture: number[] = [];
      for (let y = 4; y < h; y += 10) for (let x = 4; x < w; x += 10) picture.push(Math.round(at(x, y)));
      return { width: v.videoWidth, marker: pts.map(([x, y]) => at(x, y)), picture };
    },
    [points, FRAME_W, FRAME_H] as const,
  );
}

function markerOf(g: Grab) {
  if (!g) return null;
  const o = markerOrigin({ x: FRAME_W, y: FRAME_H });
  return readScoreMarker((x) => g.marker[Math.round((x - o.x - MARKER_BLOCK / 2) / MARKER_BLOCK)], {
    x: FRAME_W,
    y: FRAME_H,
  });
}

test("a live demo room shows its match rendered, and the picture moves", async ({ page }) => {
  test.setTimeout(120_000);
  const res = await page.request.get(`${API_URL}/api/room/page`, { params: { roomType: 1, pageSize: 1 } });
  const room = (await res.json()).data.list[0];
  expect(room, "the seed keeps demo rooms live at any hour").toBeTruthy();
  await page.goto(`/live/room/${room.roomId}`);

  // The clip has no marker; the rendered broadcast carries the match's score in it.
  // The frame that shows the marker is kept: the player may be between frames on the next look.
  let first = null as Grab;
  await expect
    .poll(
      async () => {
        const g = await grab(page);
        if (markerOf(g) !== null) first = g;
        return markerOf(first);
      },
      { timeout: 90_000, message: "a rendered frame, not the test card" },
    )
    .not.toBeNull();
  expect(first!.width).toBe(FRAME_W);
  await expect
    .poll(
      async () => {
        const later = await grab(page);
        if (!later) return 0;
        return later.picture.filter((v, i) => Math.abs(v - first!.picture[i]) > 24).length;
      },
      { timeout: 20_000, intervals: [3000], message: "a frame a few seconds later differs" },
    )
    // A quiet spell moves little (the ball, the possession pulse): any sampled point changing
    // clearly is a new picture; encoder noise on a still frame stays under the threshold.
    .toBeGreaterThan(0);
});
