import { createCanvas } from "@napi-rs/canvas";
import { secureRandom } from "./captcha-crypto";
import { CAPTCHA_FONT_FAMILY, ensureCaptchaFont } from "./captcha-font";
import { COMMON_CHARACTERS } from "./common-characters";
import { drawStadiumScene } from "./stadium-scene";

export interface Point {
  x: number;
  y: number;
}

export interface ClickWordImage {
  background: Buffer;
  /** The characters to click, in order. */
  wordList: string[];
  /** Centres of those characters, same order, in image pixels. */
  targets: Point[];
}

export const CLICK_WORD_COUNT = 3;
/** Half the side of the square around a glyph's centre that counts as a hit. */
export const GLYPH_HIT_HALF = 20;
const EDGE_MARGIN = 20;

const pick = (count: number) => Math.floor(secureRandom() * count);

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

export async function renderClickWord(width: number, height: number): Promise<ClickWordImage> {
  ensureCaptchaFont();
  const drawnCount = 4 + pick(2);
  const characters = shuffled(COMMON_CHARACTERS).slice(0, drawnCount);
  // One glyph per column, jittered less than the column is wide, so hit boxes never overlap.
  const columnWidth = (width - 2 * EDGE_MARGIN) / drawnCount;
  const jitter = Math.max(0, (columnWidth - 2 * GLYPH_HIT_HALF) / 2);
  const centres = characters.map((_, i) => ({
    x: Math.round(EDGE_MARGIN + columnWidth * (i + 0.5) + (secureRandom() * 2 - 1) * jitter),
    y: Math.round(EDGE_MARGIN + 2 + secureRandom() * (height - 2 * EDGE_MARGIN - 4)),
  }));

  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  drawStadiumScene(ctx, width, height);
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  characters.forEach((character, i) => {
    ctx.save();
    ctx.translate(centres[i].x, centres[i].y);
    ctx.rotate((secureRandom() * 2 - 1) * 0.6);
    ctx.font = `bold ${26 + pick(5)}px ${CAPTCHA_FONT_FAMILY}`;
    ctx.lineWidth = 3;
    ctx.strokeStyle = "rgba(20, 20, 30, 0.85)";
    ctx.strokeText(character, 0, 0);
    ctx.fillStyle = `hsl(${pick(360)}, 85%, ${60 + pick(20)}%)`;
    ctx.fillText(character, 0, 0);
    ctx.restore();
  });

  const order = shuffled(characters.map((_, i) => i)).slice(0, CLICK_WORD_COUNT);
  return {
    background: await canvas.encode("png"),
    wordList: order.map((i) => characters[i]),
    targets: order.map((i) => centres[i]),
  };
}
