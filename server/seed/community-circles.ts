import { Sport, type SportId } from "../../lib/codes/sports";

/**
 * The demo's circles: a league's (leagueId) or a club's (team: its catalogue name within the sport).
 * 国足圈 has neither: its talk is about the Chinese players of 中超.
 */
export type CircleSpec = {
  name: string;
  sportId: SportId;
  intro: string;
  leagueId?: number;
  team?: string;
  colour: string;
  /** Share of the seeded fans who joined (the audience likes and comments come from). */
  reach: number;
  posts: number;
};

const F = Sport.Football;
const B = Sport.Basketball;

export const circleSpecs: readonly CircleSpec[] = [
  {
    name: "英超圈",
    sportId: F,
    leagueId: 36,
    colour: "#3D195B",
    reach: 0.7,
    posts: 22,
    intro: "世界第一联赛，每周末的快乐源泉。",
  },
  {
    name: "西甲圈",
    sportId: F,
    leagueId: 31,
    colour: "#EE8707",
    reach: 0.5,
    posts: 14,
    intro: "国家德比、技术流与青训，一起聊西甲。",
  },
  {
    name: "德甲圈",
    sportId: F,
    leagueId: 8,
    colour: "#D20515",
    reach: 0.35,
    posts: 10,
    intro: "黄墙、满场和进球大战，德甲球迷之家。",
  },
  {
    name: "意甲圈",
    sportId: F,
    leagueId: 34,
    colour: "#008FD7",
    reach: 0.35,
    posts: 10,
    intro: "防守的艺术与米兰德比，意甲老球迷报到。",
  },
  {
    name: "法甲圈",
    sportId: F,
    leagueId: 11,
    colour: "#091C3E",
    reach: 0.2,
    posts: 6,
    intro: "巴黎与挑战者们，法甲资讯讨论。",
  },
  {
    name: "中超圈",
    sportId: F,
    leagueId: 60,
    colour: "#C8102E",
    reach: 0.45,
    posts: 12,
    intro: "本土足球，主场氛围，中超球迷聚集地。",
  },
  {
    name: "欧冠圈",
    sportId: F,
    leagueId: 103,
    colour: "#0A1F5C",
    reach: 0.6,
    posts: 14,
    intro: "欧冠之夜，熬夜看球的人都在这里。",
  },
  {
    name: "国足圈",
    sportId: F,
    colour: "#DE2910",
    reach: 0.4,
    posts: 10,
    intro: "国足的每一场比赛，我们都在。理性讨论，拒绝谩骂。",
  },
  {
    name: "曼联圈",
    sportId: F,
    team: "曼彻斯特联",
    colour: "#DA291C",
    reach: 0.35,
    posts: 12,
    intro: "红魔球迷之家，老特拉福德永远是梦剧场。",
  },
  {
    name: "曼城圈",
    sportId: F,
    team: "曼彻斯特城",
    colour: "#6CABDD",
    reach: 0.3,
    posts: 10,
    intro: "蓝月亮球迷聚集地。",
  },
  {
    name: "利物浦圈",
    sportId: F,
    team: "利物浦",
    colour: "#C8102E",
    reach: 0.3,
    posts: 10,
    intro: "You'll Never Walk Alone，红军球迷之家。",
  },
  {
    name: "阿森纳圈",
    sportId: F,
    team: "阿森纳",
    colour: "#EF0107",
    reach: 0.3,
    posts: 10,
    intro: "枪手球迷聚集地，北伦敦是红色的。",
  },
  {
    name: "切尔西圈",
    sportId: F,
    team: "切尔西",
    colour: "#034694",
    reach: 0.2,
    posts: 8,
    intro: "蓝军球迷之家，斯坦福桥见。",
  },
  {
    name: "皇马圈",
    sportId: F,
    team: "皇家马德里",
    colour: "#FEBE10",
    reach: 0.4,
    posts: 12,
    intro: "白衣军团，欧冠之王的球迷之家。",
  },
  {
    name: "巴萨圈",
    sportId: F,
    team: "巴塞罗那",
    colour: "#A50044",
    reach: 0.35,
    posts: 10,
    intro: "不止是一家俱乐部，红蓝球迷聚集地。",
  },
  {
    name: "拜仁圈",
    sportId: F,
    team: "拜仁慕尼黑",
    colour: "#DC052D",
    reach: 0.2,
    posts: 8,
    intro: "南大王球迷之家，安联球场见。",
  },
  {
    name: "国米圈",
    sportId: F,
    team: "国际米兰",
    colour: "#0068A8",
    reach: 0.15,
    posts: 6,
    intro: "蓝黑军团球迷聚集地。",
  },
  {
    name: "NBA圈",
    sportId: B,
    leagueId: 1,
    colour: "#1D428A",
    reach: 0.6,
    posts: 20,
    intro: "全世界最好的篮球联赛，每天早上的快乐。",
  },
  {
    name: "CBA圈",
    sportId: B,
    leagueId: 5,
    colour: "#E60012",
    reach: 0.35,
    posts: 10,
    intro: "中国男篮职业联赛，主场氛围拉满。",
  },
  {
    name: "湖人圈",
    sportId: B,
    team: "洛杉矶湖人",
    colour: "#552583",
    reach: 0.35,
    posts: 12,
    intro: "紫金军团球迷之家。",
  },
  {
    name: "勇士圈",
    sportId: B,
    team: "金州勇士",
    colour: "#1D428A",
    reach: 0.25,
    posts: 8,
    intro: "水花兄弟与三分雨，勇士球迷聚集地。",
  },
];
