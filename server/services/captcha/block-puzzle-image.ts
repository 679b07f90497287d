import { createCanvas, type Canvas } from "@napi-rs/canvas";
import { secureRandom } from "./captcha-crypto";
import { PIECE_HEIGHT, PIECE_STRIP_WIDTH, puzzlePiecePath } from "./puzzle-shape";
import { drawStadiumScene } from "./stadium-scene";

export interface BlockPuzzleImages {
  background: Buffer;
  piece: Buffer;
  /** Left edge of the hole in background pixels: the answer. */
  x: number;
  /** Top of the piece's bounding box in background pixels. */
  y: number;
}

export interface BlockPuzzleOptions {
  width: number;
  height: number;
  /** "strip": a transparent piece-wide, full-height PNG with the piece at y (AJ's blockPuzzle).
   *  "tight": just the piece's bounding box, placed by the client at (x, y). */
  pieceLayout: "strip" | "tight";
  minX?: number;
}

const randomInt = (min: number, max: number) => min + Math.floor(secureRandom() * (max - min + 1));

export async function renderBlockPuzzle(options: BlockPuzzleOptions): Promise<BlockPuzzleImages> {
  const { width, height, pieceLayout } = options;
  const x = randomInt(options.minX ?? 80, width - PIECE_STRIP_WIDTH - 3);
  const y = randomInt(4, height - PIECE_HEIGHT - 4);

  const background = createCanvas(width, height);
  const bg = background.getContext("2d");
  drawStadiumScene(bg, width, height);

  const pieceTop = pieceLayout === "strip" ? y : 0;
  const piece = cutPiece(background, x, y, pieceTop, pieceLayout === "strip" ? height : PIECE_HEIGHT);

  // Shade the hole only after the piece has been cut from the clean picture.
  const hole = puzzlePiecePath(x, y);
  bg.fillStyle = "rgba(0, 0, 0, 0.5)";
  bg.fill(hole);
  bg.strokeStyle = "rgba(255, 255, 255, 0.7)";
  bg.lineWidth = 1;
  bg.stroke(hole);

  const [backgroundPng, piecePng] = await Promise.all([background.encode("png"), piece.encode("png")]);
  return { background: backgroundPng, piece: piecePng, x, y };
}

function cutPiece(source: Canvas, x: number, y: number, pieceTop: number, pieceHeight: number): Canvas {
  const piece = createCanvas(PIECE_STRIP_WIDTH, pieceHeight);
  const ctx = piece.getContext("2d");
  const outline = puzzlePiecePath(0, pieceTop);
  ctx.save();
  ctx.clip(outline);
  ctx.drawImage(source, -x, pieceTop - y);
  ctx.restore();
  ctx.strokeStyle = "rgba(255, 255, 255, 0.9)";
  ctx.lineWidth = 1.5;
  ctx.stroke(outline);
  return piece;
}
