import { getMessages } from "next-intl/server";
import { AddMessages } from "@/components/i18n/add-messages";
import { pickMessages } from "@/lib/i18n/client-messages";
import { AnimationSlot } from "./animation-slot";
import type { LiveAnimationProps } from "./live-animation";

/** The 动画直播 panel of a match page, with the texts it adds (matchAnimation is server-only). */
export async function MatchAnimation(props: LiveAnimationProps) {
  return (
    <AddMessages messages={pickMessages(await getMessages(), ["matchAnimation"])}>
      <AnimationSlot {...props} />
    </AddMessages>
  );
}
