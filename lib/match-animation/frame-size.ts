/** A broadcast frame's size in pixels (drawMatchFrame, the encoder, the marker's readers). */
export const FRAME_W = 640;
export const FRAME_H = 360;
