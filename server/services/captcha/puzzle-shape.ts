import { Path2D } from "@napi-rs/canvas";

/** AJ-Captcha's piece strips are 47 px wide; the knobbed piece fits inside that width. */
export const PIECE_STRIP_WIDTH = 47;

const BODY = 36;
const KNOB = 7;
const BODY_LEFT = 2;
const STROKE_MARGIN = 2;

/** Vertical room the piece needs: top knob + body + a stroke margin on both sides. */
export const PIECE_HEIGHT = KNOB + BODY + 2 * STROKE_MARGIN;

/**
 * A jigsaw piece whose bounding box (with stroke margin) starts at (left, top):
 * a knob on top and on the right, a notch cut into the left side.
 */
export function puzzlePiecePath(left: number, top: number): Path2D {
  const x0 = left + BODY_LEFT;
  const x1 = x0 + BODY;
  const y0 = top + STROKE_MARGIN + KNOB;
  const y1 = y0 + BODY;
  const midX = x0 + BODY / 2;
  const midY = y0 + BODY / 2;
  const path = new Path2D();
  path.moveTo(x0, y0);
  path.lineTo(midX - KNOB, y0);
  path.arc(midX, y0, KNOB, Math.PI, 0);
  path.lineTo(x1, y0);
  path.lineTo(x1, midY - KNOB);
  path.arc(x1, midY, KNOB, -Math.PI / 2, Math.PI / 2);
  path.lineTo(x1, y1);
  path.lineTo(x0, y1);
  path.lineTo(x0, midY + KNOB);
  path.arc(x0, midY, KNOB - 1, Math.PI / 2, -Math.PI / 2, true);
  path.closePath();
  return path;
}
