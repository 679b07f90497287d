/** What fans post in a club's circle when it scores or concedes: {team} {rival} {scorer} {minute} {score}. */
export const scoredPosts: readonly (readonly [string, string])[] = [
  [
    "进了！{scorer}{minute}破门",
    "{team}{score}{rival}！{scorer}这球太漂亮了，整个人都跳起来了，兄弟们一起嗨！",
  ],
  [
    "{minute}，{scorer}！！！",
    "等这个进球等了好久，比分来到{score}，{team}继续压上别收，今晚就要赢{rival}！",
  ],
  ["{scorer}立功了", "{minute}这个进球时机太关键了，{team}{score}{rival}，今晚必须拿下。"],
  ["现场直播：{team}进球", "{scorer}{minute}建功，比分{score}。刚才那脚处理真冷静，这就是大场面球员。"],
];

export const concededPosts: readonly (readonly [string, string])[] = [
  ["又丢球了……", "{minute}被{rival}的{scorer}打进，现在{score}。防线站位又出问题了，还有时间，稳住！"],
  ["{rival}进球，{team}必须回应", "{scorer}{minute}得手，比分{score}。别慌，中场多拿球，机会会来的。"],
  [
    "这个丢球太可惜了",
    "{minute}那次防守明明可以解围，{rival}{scorer}抓住了机会。{score}，相信{team}能扳回来。",
  ],
];
