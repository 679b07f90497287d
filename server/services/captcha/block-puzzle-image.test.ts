import { createCanvas, loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { renderBlockPuzzle } from "./block-puzzle-image";
import { PIECE_HEIGHT, PIECE_STRIP_WIDTH } from "./puzzle-shape";

async function pixels(png: Buffer) {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext("2d");
  ctx.drawImage(image, 0, 0);
  const { data } = ctx.getImageData(0, 0, image.width, image.height);
  const at = (x: number, y: number) =>
    Array.from(data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4));
  const fullyOpaque = () => data.every((value, i) => i % 4 !== 3 || value === 255);
  return { at, fullyOpaque };
}

const brightness = ([r, g, b]: number[]) => r + g + b;
// A square inside the piece body (2..38 x 9..45 of its box), clear of the notch on the left.
const BODY_SAMPLE = { left: 10, top: 12, size: 20 };

describe("block puzzle images", () => {
  it("cuts the piece from the picture at x and shades the hole it leaves", async () => {
    for (let round = 0; round < 20; round++) {
      const { background, piece, x, y } = await renderBlockPuzzle({
        width: 310,
        height: 155,
        pieceLayout: "strip",
      });
      const bg = await pixels(background);
      expect(bg.fullyOpaque()).toBe(true);
      const strip = await pixels(piece);
      let holeLight = 0;
      let pieceLight = 0;
      for (let dy = 0; dy < BODY_SAMPLE.size; dy++) {
        for (let dx = 0; dx < BODY_SAMPLE.size; dx++) {
          const px = BODY_SAMPLE.left + dx;
          const py = y + BODY_SAMPLE.top + dy;
          expect(strip.at(px, py)[3]).toBe(255);
          pieceLight += brightness(strip.at(px, py));
          holeLight += brightness(bg.at(x + px, py));
        }
      }
      expect(holeLight).toBeLessThan(pieceLight * 0.7);
      expect(holeLight).toBeGreaterThan(pieceLight * 0.3);
      // Transparent above, below and beside the piece: the strip only shows the piece.
      expect(strip.at(PIECE_STRIP_WIDTH / 2, y - 2)[3]).toBe(0);
      expect(strip.at(PIECE_STRIP_WIDTH / 2, y + PIECE_HEIGHT + 1)[3]).toBe(0);
      expect(strip.at(PIECE_STRIP_WIDTH - 3, y + PIECE_HEIGHT - 4)[3]).toBe(0); // beside the body, below the right knob
    }
  });
});
