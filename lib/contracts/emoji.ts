import { z } from "zod";

export const emojiData = z.object({
  prefix: z.string(),
  list: z.array(z.object({ code: z.string(), name: z.string(), url: z.string() })),
});
export type EmojiSet = z.infer<typeof emojiData>;
