import type { PayChannelCode } from "@/lib/codes/pay-settings";

const STYLE: Record<PayChannelCode, { bg: string; text: string }> = {
  wechat: { bg: "bg-[#09bb07]", text: "微" },
  alipay: { bg: "bg-[#1677ff]", text: "支" },
};

/** The channel's colour badge (WeChat Pay green, Alipay blue); the name beside it is the label. */
export function ChannelMark({
  channel,
  className = "size-6 text-xs",
}: {
  channel: PayChannelCode;
  className?: string;
}) {
  const s = STYLE[channel];
  return (
    <span
      aria-hidden
      className={`inline-flex items-center justify-center rounded font-bold text-white ${s.bg} ${className}`}
    >
      {s.text}
    </span>
  );
}
