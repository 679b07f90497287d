import type { EmojiSet } from "@/lib/contracts/emoji";

export const EMOJI_PREFIX = "/images/emoji/";

/** Chat expressions: [name] in a message renders public/images/emoji/<file>.svg. */
export const EMOJIS: ReadonlyArray<readonly [name: string, file: string]> = [
  ["微笑", "weixiao"],
  ["大笑", "daxiao"],
  ["偷笑", "touxiao"],
  ["哭", "ku"],
  ["生气", "shengqi"],
  ["惊讶", "jingya"],
  ["害羞", "haixiu"],
  ["疑问", "yiwen"],
  ["流汗", "liuhan"],
  ["酷", "cool"],
  ["再见", "zaijian"],
  ["点赞", "dianzan"],
  ["鼓掌", "guzhang"],
  ["加油", "jiayou"],
  ["喝彩", "hecai"],
  ["抱拳", "baoquan"],
  ["666", "666"],
  ["爱心", "aixin"],
  ["火", "huo"],
  ["足球", "zuqiu"],
  ["篮球", "lanqiu"],
  ["奖杯", "jiangbei"],
  ["红牌", "hongpai"],
  ["黄牌", "huangpai"],
];

export const emojiSet: EmojiSet = {
  prefix: EMOJI_PREFIX,
  list: EMOJIS.map(([name, file]) => ({ code: `[${name}]`, name, url: `${EMOJI_PREFIX}${file}.svg` })),
};
