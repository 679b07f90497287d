/** Demo accounts a reviewer can sign in with (password sign-in; code sign-in via the SMS outbox). */
export const DEMO_PASSWORD = "qiutan123";
export const demoAccounts = [
  { mobile: "13800138000", nickName: "演示球迷", level: 3, balance: 5000, ticket: 200 },
  { mobile: "13900139000", nickName: "解说老李", level: 12, balance: 800, ticket: 50, anchor: true },
  { mobile: "13700137000", nickName: "盘口老周", level: 9, balance: 1200, ticket: 80, expert: true },
] as const;

/** The demo anchors: a name, the category they broadcast in, the leagues they call (none: any of the sport), a title. */
export type AnchorProfile = { nickName: string; navId: 1 | 2 | 3; leagues: readonly string[]; title: string };

export const anchorProfiles: readonly AnchorProfile[] = [
  { nickName: "英超大师兄", navId: 1, leagues: ["英超", "英冠"], title: "英超焦点战 高清解说" },
  { nickName: "西甲情报站", navId: 1, leagues: ["西甲", "西乙"], title: "西甲周末 战术情报" },
  { nickName: "德甲阿杰", navId: 1, leagues: ["德甲", "德乙"], title: "德甲周末精选 一起看球" },
  { nickName: "意甲老炮", navId: 1, leagues: ["意甲"], title: "意甲强强对话 老炮说球" },
  { nickName: "法甲小马哥", navId: 1, leagues: ["法甲"], title: "法甲直播 小马哥陪你看" },
  { nickName: "中超老张", navId: 1, leagues: ["中超", "亚冠"], title: "中超直播 本土视角" },
  { nickName: "欧冠夜猫子", navId: 1, leagues: ["欧冠", "欧联"], title: "欧冠之夜 陪你熬夜" },
  { nickName: "世界杯记忆", navId: 3, leagues: [], title: "世界杯往事 经典回顾" },
  { nickName: "NBA老王", navId: 2, leagues: ["NBA"], title: "NBA今日焦点 实时解说" },
  { nickName: "篮球小胖", navId: 2, leagues: [], title: "篮球战术讲解 挡拆专题" },
  { nickName: "湖人铁粉阿豪", navId: 2, leagues: ["NBA"], title: "NBA常规赛 紫金军团" },
  { nickName: "CBA现场", navId: 2, leagues: ["CBA"], title: "CBA联赛 现场解说" },
  { nickName: "詹皇研究所", navId: 2, leagues: ["NBA"], title: "NBA球星集锦 边看边聊" },
  { nickName: "足球解说阿龙", navId: 1, leagues: [], title: "足球战术板 深度复盘" },
  { nickName: "绿茵说球", navId: 1, leagues: [], title: "绿茵说球 看遍全球联赛" },
  { nickName: "篮下老赵", navId: 2, leagues: [], title: "篮下老赵 实时解说" },
];

/** The demo anchor of `demoAccounts` calls any football match. */
export const demoAnchorProfile: AnchorProfile = {
  nickName: demoAccounts[1].nickName,
  navId: 1,
  leagues: [],
  title: "解说老李 陪你看球",
};

export const expertProfiles = [
  {
    nickName: "盘口老周",
    title: "资深足球分析师",
    tags: "英超,欧冠",
    intro: "十年欧洲足球数据研究，擅长从盘口变化解读强弱，专注英超与欧冠。",
  },
  {
    nickName: "数据派阿伦",
    title: "足球数据模型师",
    tags: "西甲,德甲",
    intro: "以进球期望与射门质量建模，用数据说话，长期跟踪西甲与德甲。",
  },
  {
    nickName: "篮坛观察者",
    title: "NBA资深评论员",
    tags: "NBA",
    intro: "专注NBA伤病、轮换与背靠背赛程对胜负的影响，擅长大小分。",
  },
  {
    nickName: "亚盘小诸葛",
    title: "亚盘研究员",
    tags: "意甲,法甲",
    intro: "研究亚盘水位与临场变化多年，稳健为先，拒绝盲目追高。",
  },
  {
    nickName: "中超老炮儿",
    title: "中超跟队记者",
    tags: "中超",
    intro: "常年跟队采访，熟悉各队阵容与战术，提供一手伤停与首发信息。",
  },
  {
    nickName: "CBA情报员",
    title: "CBA数据分析师",
    tags: "CBA,NBA",
    intro: "专注CBA外援状态与主客场差异，擅长让分盘分析。",
  },
];

export const fanNames = [
  "曼城蓝月亮",
  "红军永不独行",
  "枪手老K",
  "热刺小白",
  "皇马白衣",
  "巴萨情怀",
  "米兰双雄粉",
  "拜仁南大王",
  "国足加油",
  "梅西的球衣",
  "C罗冲冲冲",
  "湖人总冠军",
  "勇士三分雨",
  "凯尔特人绿",
  "篮球少年",
  "熬夜看球人",
  "足彩小达人",
  "周末看英超",
  "德比日",
  "绝杀时刻",
  "越位旗",
  "任意球大师",
  "禁区之狐",
  "中场发动机",
];

export const hotWords = [
  ["梅西", 980],
  ["英超", 870],
  ["湖人", 820],
  ["欧冠", 760],
  ["C罗", 700],
  ["曼城", 650],
  ["皇马", 610],
  ["詹姆斯", 560],
  ["中超", 520],
  ["国足", 480],
  ["NBA", 450],
  ["阿森纳", 400],
  ["库里", 380],
  ["巴萨", 350],
] as const;
