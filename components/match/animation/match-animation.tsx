import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { AnimationSlot } from "./animation-slot";
import type { LiveAnimationProps } from "./live-animation";

/** The 动画直播 panel of a match page, with only the texts it needs (matchAnimation is server-only). */
export async function MatchAnimation(props: LiveAnimationProps) {
  const messages = await getMessages();
  const realtime = (messages.common as { realtime: unknown }).realtime;
  return (
    <NextIntlClientProvider
      messages={{ matchAnimation: messages.matchAnimation, common: { realtime } } as typeof messages}
    >
      <AnimationSlot {...props} />
    </NextIntlClientProvider>
  );
}
