import { REQUEST_BODY_MAX_BYTES, UPLOAD_BODY_MAX_BYTES, UPLOAD_PATHS } from "@/lib/contracts/body-limit";

export const TOO_LARGE = Symbol("too large");

/** The request body read whole, or TOO_LARGE as soon as it passes the path's limit (declared or streamed). */
export async function boundedBody(
  request: Request,
  apiPath: string,
): Promise<Uint8Array | undefined | typeof TOO_LARGE> {
  if (!request.body) return undefined;
  const limit = UPLOAD_PATHS.includes(apiPath) ? UPLOAD_BODY_MAX_BYTES : REQUEST_BODY_MAX_BYTES;
  if (Number(request.headers.get("content-length") ?? 0) > limit) return TOO_LARGE;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return TOO_LARGE;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
