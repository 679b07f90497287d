import { LeagueType, Sport, type LeagueTypeCode, type SportId } from "../../../lib/codes/sports";

/**
 * Kick-off slots on the league's own clock (`LeagueDef.zone`): "d HH:mm" with d the local weekday
 * from Monday (0 Monday … 6 Sunday, 7 the next Monday); "xN" repeats a slot. Each slot becomes an
 * instant on its date in that zone, daylight saving included (local-time.ts), then shows in Beijing
 * time: a Premier League Saturday 15:00 is 23:00 Beijing in winter and 22:00 in British summer.
 */
export type SlotList = readonly string[];

/**
 * A double (or triple) round robin; `week` lists the rounds of a week, `extra` a midweek round in
 * weeks where weekIndex % every === phase. European cups play even weeks, 亚冠 odd ones: domestic
 * midweek rounds take the other weeks.
 */
export type RoundRobinFormat = {
  kind: "round-robin";
  cycles: number;
  week: readonly SlotList[];
  extra?: { every: number; phase: number; slots: SlotList };
};
/** League phase of a cup: each group plays `rounds` matchdays every `every` weeks. */
export type LeaguePhaseFormat = {
  kind: "league-phase";
  rounds: number;
  every: number;
  phase: number;
  groups: readonly { name: string; teams: readonly string[]; slots: SlotList }[];
};
/** Where a basketball city is: Eastern, Central, Mountain or Pacific time. */
export type UsRegion = "E" | "C" | "M" | "P";
/**
 * Games on most days without rounds (NBA): games per local weekday (Monday first); tip-off times
 * in the league's zone by the home team's region (a 19:30 Pacific tip-off lists as 22:30 Eastern).
 */
export type DailyFormat = {
  kind: "daily";
  perDay: readonly number[];
  times: Readonly<Record<UsRegion, readonly string[]>>;
};
export type WorldCupFormat = { kind: "world-cup" };
export type LeagueFormat = RoundRobinFormat | LeaguePhaseFormat | DailyFormat | WorldCupFormat;

export type LeagueDef = {
  id: number;
  sportId: SportId;
  country: string;
  name: string;
  fullName: string;
  nameEn: string;
  type: LeagueTypeCode;
  level: number;
  colour: string;
  hot: boolean;
  /** "split": 2026-2027 from `start` (MM-DD); "calendar": 2026. */
  season: { style: "split" | "calendar"; start: string; end: string };
  format: LeagueFormat;
  /** Share of domestic players and the countries foreign players come from. */
  squad: { domestic: number; foreign: readonly string[] };
  /** Sold in 竞彩 (jczq / jclq). */
  jc: boolean;
  /** Basketball quarter length in minutes (NBA 12, FIBA 10). */
  quarterMinutes?: number;
  tv: readonly string[];
  /** IANA time zone of the slots (the league's country; the NBA's Eastern time, as it lists games). */
  zone: string;
  /** Earlier seasons kept as results only (head-to-head and form); 0 for cups. */
  history: number;
};

const EU = [
  "法国",
  "西班牙",
  "巴西",
  "葡萄牙",
  "荷兰",
  "德国",
  "阿根廷",
  "比利时",
  "丹麦",
  "挪威",
  "科特迪瓦",
  "塞内加尔",
  "克罗地亚",
  "乌拉圭",
  "哥伦比亚",
  "尼日利亚",
  "摩洛哥",
  "瑞士",
  "奥地利",
  "塞尔维亚",
  "日本",
  "韩国",
  "美国",
  "加纳",
];
const F = Sport.Football;
const B = Sport.Basketball;
const split = (start = "08-15", end = "05-30") => ({ style: "split" as const, start, end });
const calendar = (start = "03-01", end = "12-06") => ({ style: "calendar" as const, start, end });
const rr = (week: SlotList[], extra?: RoundRobinFormat["extra"], cycles = 2): RoundRobinFormat => ({
  kind: "round-robin",
  cycles,
  week,
  extra,
});
const league = (
  d: Omit<LeagueDef, "type" | "level" | "jc"> & Partial<Pick<LeagueDef, "type" | "level" | "jc">>,
): LeagueDef => ({
  type: LeagueType.League,
  level: 1,
  jc: true,
  ...d,
});

const LONDON = "Europe/London";
const CET = {
  es: "Europe/Madrid",
  de: "Europe/Berlin",
  it: "Europe/Rome",
  fr: "Europe/Paris",
  nl: "Europe/Amsterdam",
};
const BEIJING = "Asia/Shanghai";
const EFL_FOREIGN = ["苏格兰", "爱尔兰", "威尔士", "北爱尔兰", "牙买加", "尼日利亚", "加纳", "法国"];

// Slots are each league's usual kick-offs on its own clock (see SlotList); README-slots.md shows
// them in Beijing time. A weekend list holds exactly one round where the league plays a full
// Saturday, so a Saturday's count reads as the real one.
// prettier-ignore
export const LEAGUES: readonly LeagueDef[] = [
  league({ id: 36, sportId: F, country: "英格兰", name: "英超", fullName: "英格兰超级联赛", nameEn: "English Premier League", colour: "#3D195B", hot: true, season: split("08-15", "05-23"), zone: LONDON, history: 5,
    format: rr([["5 12:30", "5 15:00x3", "5 17:30", "5 20:00", "6 14:00x2", "6 16:30", "7 20:00"]], { every: 6, phase: 1, slots: ["1 19:30x3", "1 20:00x2", "2 19:30x3", "2 20:00x2"] }),
    squad: { domestic: 0.4, foreign: EU }, tv: ["咪咕视频", "爱奇艺体育"] }),
  league({ id: 31, sportId: F, country: "西班牙", name: "西甲", fullName: "西班牙甲级联赛", nameEn: "LaLiga", colour: "#EE8707", hot: true, season: split(), zone: CET.es, history: 5,
    format: rr([["4 21:00", "5 14:00", "5 16:15", "5 18:30", "5 21:00", "6 14:00", "6 16:15", "6 18:30", "6 21:00", "7 21:00"]], { every: 6, phase: 3, slots: ["1 19:00x2", "1 21:30x3", "2 19:00x2", "2 21:30x3"] }),
    squad: { domestic: 0.6, foreign: EU }, tv: ["咪咕视频", "腾讯体育"] }),
  league({ id: 8, sportId: F, country: "德国", name: "德甲", fullName: "德国甲级联赛", nameEn: "Bundesliga", colour: "#D20515", hot: true, season: split("08-22", "05-22"), zone: CET.de, history: 5,
    format: rr([["4 20:30", "5 15:30x5", "5 18:30", "6 15:30", "6 17:30"]]),
    squad: { domestic: 0.5, foreign: EU }, tv: ["咪咕视频", "腾讯体育"] }),
  league({ id: 34, sportId: F, country: "意大利", name: "意甲", fullName: "意大利甲级联赛", nameEn: "Serie A", colour: "#008FD7", hot: true, season: split("08-22"), zone: CET.it, history: 5,
    format: rr([["4 20:45", "5 15:00", "5 18:00", "5 20:45", "6 12:30", "6 15:00", "6 18:00", "6 20:45", "7 18:30", "7 20:45"]], { every: 6, phase: 5, slots: ["1 18:30x2", "1 20:45x3", "2 18:30x2", "2 20:45x3"] }),
    squad: { domestic: 0.45, foreign: EU }, tv: ["咪咕视频", "爱奇艺体育"] }),
  league({ id: 11, sportId: F, country: "法国", name: "法甲", fullName: "法国甲级联赛", nameEn: "Ligue 1", colour: "#091C3E", hot: true, season: split("08-15", "05-23"), zone: CET.fr, history: 5,
    format: rr([["4 20:45", "5 17:00", "5 19:00", "5 21:05", "6 15:00x3", "6 17:15", "6 20:45"]]),
    squad: { domestic: 0.55, foreign: EU }, tv: ["咪咕视频", "腾讯体育"] }),
  // The 2026 season ends with its last round on Saturday 28 November.
  league({ id: 60, sportId: F, country: "中国", name: "中超", fullName: "中国足球协会超级联赛", nameEn: "Chinese Super League", colour: "#C8102E", hot: true, season: calendar("03-01", "11-29"), zone: BEIJING, history: 5,
    format: rr([["4 19:35x2", "5 15:30", "5 19:35x3", "6 15:30", "6 19:35x3", "6 20:00"]], { every: 4, phase: 2, slots: ["1 19:35x4", "1 20:00x4"] }),
    squad: { domestic: 0.8, foreign: ["巴西", "葡萄牙", "西班牙", "塞尔维亚", "克罗地亚", "喀麦隆", "尼日利亚", "阿根廷", "哥伦比亚"] },
    tv: ["CCTV5", "咪咕视频", "腾讯体育", "抖音"] }),
  league({ id: 103, sportId: F, country: "欧洲", name: "欧冠", fullName: "欧洲冠军联赛", nameEn: "UEFA Champions League", colour: "#0E1E5B", hot: true, type: LeagueType.Cup, level: 0, season: split("09-15", "05-29"), zone: CET.fr, history: 0,
    format: { kind: "league-phase", rounds: 8, every: 2, phase: 0, groups: [{ name: "", slots: ["1 18:45x2", "1 21:00x7", "2 18:45x2", "2 21:00x7"], teams: [
      "阿森纳", "曼彻斯特城", "利物浦", "切尔西", "阿斯顿维拉", "皇家马德里", "巴塞罗那", "马德里竞技", "比利亚雷亚尔",
      "拜仁慕尼黑", "多特蒙德", "勒沃库森", "法兰克福", "国际米兰", "那不勒斯", "AC米兰", "尤文图斯", "巴黎圣日耳曼", "马赛", "摩纳哥",
      "葡萄牙体育", "本菲卡", "埃因霍温", "费耶诺德", "凯尔特人", "加拉塔萨雷", "布鲁日", "萨尔茨堡红牛", "布拉格斯拉维亚", "奥林匹亚科斯",
      "哥本哈根", "博德闪耀", "年轻人", "萨格勒布迪纳摩", "卡拉巴赫", "顿涅茨克矿工"] }] },
    squad: { domestic: 0.6, foreign: EU }, tv: ["CCTV5", "爱奇艺体育", "腾讯体育"] }),
  league({ id: 113, sportId: F, country: "欧洲", name: "欧联", fullName: "欧洲联赛", nameEn: "UEFA Europa League", colour: "#F68E00", hot: false, type: LeagueType.Cup, level: 0, season: split("09-15", "05-20"), zone: CET.fr, history: 0,
    format: { kind: "league-phase", rounds: 8, every: 2, phase: 0, groups: [{ name: "", slots: ["3 18:45x9", "3 21:00x9"], teams: [
      "纽卡斯尔联", "诺丁汉森林", "布莱顿", "皇家贝蒂斯", "塞尔塔", "斯图加特", "弗赖堡", "莱比锡红牛", "罗马", "博洛尼亚", "亚特兰大",
      "里尔", "里昂", "尼斯", "波尔图", "布拉加", "阿贾克斯", "阿尔克马尔", "乌得勒支", "流浪者", "费内巴切", "贝西克塔斯",
      "亨克", "格拉茨风暴", "比尔森胜利", "帕纳辛奈科斯", "PAOK", "中日德兰", "布兰", "巴塞尔", "费伦茨瓦罗斯", "贝尔格莱德红星",
      "马尔默", "卢多戈雷茨", "特拉维夫马卡比", "布加勒斯特星"] }] },
    squad: { domestic: 0.6, foreign: EU }, tv: ["爱奇艺体育", "咪咕视频"] }),
  league({ id: 75, sportId: F, country: "国际", name: "世界杯", fullName: "国际足联世界杯", nameEn: "FIFA World Cup", colour: "#8A1538", hot: true, type: LeagueType.Cup, level: 0, season: { style: "calendar", start: "06-11", end: "07-19" }, zone: "America/New_York", history: 0,
    format: { kind: "world-cup" }, squad: { domestic: 1, foreign: [] }, tv: ["CCTV5", "咪咕视频", "抖音"] }),
  // Clubs of three to five countries: the slots are the Beijing times the AFC publishes.
  league({ id: 192, sportId: F, country: "亚洲", name: "亚冠", fullName: "亚洲冠军精英联赛", nameEn: "AFC Champions League Elite", colour: "#00843D", hot: false, type: LeagueType.Cup, level: 0, season: split("09-15", "05-01"), zone: BEIJING, history: 0,
    format: { kind: "league-phase", rounds: 8, every: 2, phase: 1, groups: [
      { name: "东区", slots: ["0 18:00x2", "0 20:00", "1 17:00", "1 18:00x2", "1 19:00", "1 20:00"], teams: ["上海海港", "上海申花", "成都蓉城", "神户胜利船", "广岛三箭", "町田泽维亚", "蔚山HD", "全北现代", "江原FC", "武里南联", "墨尔本城", "柔佛DT"] },
      { name: "西区", slots: ["0 23:00x2", "1 00:15x2", "1 23:00x2", "2 01:15x2"], teams: ["利雅得新月", "吉达国民", "利雅得胜利", "吉达联合", "萨德", "杜海勒", "阿尔艾因", "沙迦", "阿赫利青年", "波斯波利斯", "独立", "纳萨夫"] },
    ] },
    squad: { domestic: 0.7, foreign: ["巴西"] }, tv: ["咪咕视频", "CCTV5+"] }),
  league({ id: 16, sportId: F, country: "荷兰", name: "荷甲", fullName: "荷兰甲级联赛", nameEn: "Eredivisie", colour: "#E4032E", hot: false, season: split("08-08", "05-16"), zone: CET.nl, history: 2,
    format: rr([["4 20:00", "5 16:30", "5 18:45", "5 20:00", "5 21:00", "6 12:15", "6 14:30x2", "6 16:45"]]),
    squad: { domestic: 0.6, foreign: EU }, tv: ["咪咕视频"] }),
  league({ id: 23, sportId: F, country: "葡萄牙", name: "葡超", fullName: "葡萄牙超级联赛", nameEn: "Liga Portugal", colour: "#00843D", hot: false, season: split("08-08", "05-16"), zone: "Europe/Lisbon", history: 2,
    format: rr([["4 20:15", "5 15:30", "5 18:00", "5 20:30", "6 15:30", "6 18:00x2", "6 20:30", "7 20:15"]]),
    squad: { domestic: 0.5, foreign: ["巴西", ...EU] }, tv: ["咪咕视频"] }),
  league({ id: 37, sportId: F, country: "英格兰", name: "英冠", fullName: "英格兰冠军联赛", nameEn: "EFL Championship", colour: "#1D2E5E", hot: false, level: 2, season: split("08-08", "05-02"), zone: LONDON, history: 2,
    format: rr([["4 20:00", "5 12:30", "5 15:00x9", "5 17:30"]], { every: 2, phase: 1, slots: ["1 19:45x7", "1 20:00", "2 19:45x4"] }),
    squad: { domestic: 0.6, foreign: EU }, tv: ["咪咕视频"] }),
  league({ id: 39, sportId: F, country: "英格兰", name: "英甲", fullName: "英格兰甲级联赛", nameEn: "EFL League One", colour: "#B5121B", hot: false, level: 3, season: split("08-01", "05-02"), zone: LONDON, history: 2,
    format: rr([["4 19:45", "5 12:30", "5 15:00x10"]], { every: 3, phase: 2, slots: ["1 19:45x11", "1 20:00"] }),
    squad: { domestic: 0.7, foreign: EFL_FOREIGN }, tv: [] }),
  league({ id: 35, sportId: F, country: "英格兰", name: "英乙", fullName: "英格兰乙级联赛", nameEn: "EFL League Two", colour: "#5C2D91", hot: false, level: 4, jc: false, season: split("08-01", "05-02"), zone: LONDON, history: 2,
    format: rr([["4 19:45", "5 12:30", "5 15:00x10"]], { every: 3, phase: 0, slots: ["1 19:45x11", "1 20:00"] }),
    squad: { domestic: 0.75, foreign: EFL_FOREIGN }, tv: [] }),
  league({ id: 9, sportId: F, country: "德国", name: "德乙", fullName: "德国乙级联赛", nameEn: "2. Bundesliga", colour: "#A41E34", hot: false, level: 2, season: split("08-01", "05-16"), zone: CET.de, history: 2,
    format: rr([["4 18:30x2", "5 13:00x3", "5 20:30", "6 13:30x3"]]),
    squad: { domestic: 0.65, foreign: EU }, tv: [] }),
  league({ id: 33, sportId: F, country: "西班牙", name: "西乙", fullName: "西班牙乙级联赛", nameEn: "LaLiga Hypermotion", colour: "#E2001A", hot: false, level: 2, jc: false, season: split("08-15", "06-07"), zone: CET.es, history: 2,
    format: rr([["4 20:30", "5 14:00", "5 16:15x2", "5 18:30", "5 21:00", "6 14:00", "6 16:15", "6 18:30", "6 21:00", "7 20:30"]]),
    squad: { domestic: 0.75, foreign: EU }, tv: [] }),
  league({ id: 29, sportId: F, country: "苏格兰", name: "苏超", fullName: "苏格兰超级联赛", nameEn: "Scottish Premiership", colour: "#2A2F6B", hot: false, season: split("08-01", "05-16"), zone: LONDON, history: 2,
    format: rr([["5 15:00x4", "6 12:00", "6 15:00"]], undefined, 3),
    squad: { domestic: 0.5, foreign: ["英格兰", "爱尔兰", ...EU] }, tv: [] }),
  league({ id: 30, sportId: F, country: "土耳其", name: "土超", fullName: "土耳其超级联赛", nameEn: "Süper Lig", colour: "#E30A17", hot: false, season: split("08-08", "05-23"), zone: "Europe/Istanbul", history: 2,
    format: rr([["4 20:00", "5 14:30", "5 17:00", "5 20:00x2", "6 14:30", "6 17:00", "6 20:00", "7 20:00"]]),
    squad: { domestic: 0.5, foreign: EU }, tv: [] }),
  league({ id: 292, sportId: F, country: "沙特阿拉伯", name: "沙特联", fullName: "沙特职业联赛", nameEn: "Saudi Pro League", colour: "#006C35", hot: false, season: split("08-28", "05-21"), zone: "Asia/Riyadh", history: 2,
    format: rr([["3 17:50x2", "3 20:00", "4 17:45", "4 20:00x2", "5 17:50", "5 20:00x2"]]),
    squad: { domestic: 0.55, foreign: ["巴西", "葡萄牙", "法国", "西班牙", "阿尔及利亚", "摩洛哥", "塞内加尔", "科特迪瓦", "克罗地亚"] }, tv: ["爱奇艺体育"] }),
  league({ id: 25, sportId: F, country: "日本", name: "日职联", fullName: "日本职业足球甲级联赛", nameEn: "J1 League", colour: "#E60012", hot: false, season: split("08-07", "05-30"), zone: "Asia/Tokyo", history: 5,
    format: rr([["5 14:00x3", "5 15:00x2", "5 18:00x2", "5 19:00", "6 14:00", "6 15:00"]], { every: 2, phase: 0, slots: ["2 19:00x5", "2 19:30x5"] }),
    squad: { domestic: 0.85, foreign: ["巴西", "韩国", "澳大利亚"] }, tv: [] }),
  league({ id: 15, sportId: F, country: "韩国", name: "韩K联", fullName: "韩国职业足球联赛", nameEn: "K League 1", colour: "#0F4C9E", hot: false, season: calendar("02-28", "11-30"), zone: "Asia/Seoul", history: 2,
    format: rr([["5 14:00x2", "5 16:30", "5 19:00", "6 14:00", "6 16:30"]], { every: 2, phase: 0, slots: ["2 19:30x6"] }, 3),
    squad: { domestic: 0.85, foreign: ["巴西", "日本", "澳大利亚"] }, tv: [] }),
  league({ id: 4, sportId: F, country: "巴西", name: "巴甲", fullName: "巴西甲级联赛", nameEn: "Brasileirão Série A", colour: "#009C3B", hot: false, season: calendar("01-28", "12-02"), zone: "America/Sao_Paulo", history: 2,
    format: rr([["5 16:00", "5 18:30x2", "5 21:00", "6 16:00x2", "6 18:30x2", "6 20:30", "7 20:00"]], { every: 2, phase: 0, slots: ["2 19:00x3", "2 19:30x2", "2 21:30x3", "3 19:00", "3 20:00"] }),
    squad: { domestic: 0.8, foreign: ["阿根廷", "乌拉圭", "哥伦比亚", "巴拉圭", "厄瓜多尔"] }, tv: [] }),
  // The Clausura's play-off weeks are seeded as league rounds up to the final weekend.
  league({ id: 2, sportId: F, country: "阿根廷", name: "阿甲", fullName: "阿根廷职业足球甲级联赛", nameEn: "Liga Profesional de Fútbol", colour: "#6CACE4", hot: false, season: calendar("01-23", "12-13"), zone: "America/Argentina/Buenos_Aires", history: 2,
    format: rr([["4 19:00", "4 21:15", "5 14:30", "5 17:00x2", "5 19:15", "5 21:30", "6 14:30x2", "6 17:00x2", "6 19:15", "6 21:30", "7 17:00", "7 19:15"]], undefined, 1),
    squad: { domestic: 0.85, foreign: ["乌拉圭", "巴拉圭", "哥伦比亚", "智利"] }, tv: [] }),
  // MLS Cup play-offs run to 5 December; the seed plays them as league rounds on the usual Saturday slots.
  league({ id: 21, sportId: F, country: "美国", name: "美职联", fullName: "美国职业足球大联盟", nameEn: "Major League Soccer", colour: "#1B2A5C", hot: false, season: calendar("02-21", "12-05"), zone: "America/New_York", history: 2,
    format: rr([["5 19:30x8", "5 20:30x3", "5 22:30x3", "6 19:00"]], { every: 4, phase: 2, slots: ["2 19:30x8", "2 20:30x3", "2 22:30x4"] }, 1),
    squad: { domestic: 0.45, foreign: ["阿根廷", "哥伦比亚", "委内瑞拉", "加拿大", "英格兰", "西班牙", "巴拉圭", "乌拉圭", "牙买加"] }, tv: [] }),
  // Apertura 2026: a single round robin, then the Liguilla to mid-December (seeded as rounds).
  league({ id: 140, sportId: F, country: "墨西哥", name: "墨超", fullName: "墨西哥足球超级联赛", nameEn: "Liga MX", colour: "#1A3D2B", hot: false, jc: false, season: calendar("07-10", "12-13"), zone: "America/Mexico_City", history: 2,
    format: rr([["4 19:00", "4 21:00", "5 17:00", "5 19:00x2", "5 21:05", "6 12:00", "6 17:00", "6 19:05"]], undefined, 1),
    squad: { domestic: 0.6, foreign: ["阿根廷", "哥伦比亚", "乌拉圭", "巴西", "智利", "巴拉圭", "厄瓜多尔"] }, tv: [] }),
  league({ id: 273, sportId: F, country: "澳大利亚", name: "澳超", fullName: "澳大利亚职业足球联赛", nameEn: "A-League Men", colour: "#F15A22", hot: false, season: split("10-17", "05-10"), zone: "Australia/Sydney", history: 2,
    format: rr([["4 19:35", "5 15:00", "5 17:30", "5 19:45", "6 15:00", "6 17:00"]]),
    squad: { domestic: 0.75, foreign: ["英格兰", "日本", "韩国", "巴西", "西班牙", "新西兰"] }, tv: [] }),
  // Tip-offs on the home team's clock, listed in Eastern time as the NBA does (see schedule-daily.ts).
  league({ id: 1, sportId: B, country: "美国", name: "NBA", fullName: "美国职业篮球联赛", nameEn: "National Basketball Association", colour: "#1D428A", hot: true, season: split("10-20", "04-11"), quarterMinutes: 12, zone: "America/New_York", history: 4,
    format: { kind: "daily", perDay: [8, 7, 10, 5, 9, 7, 7], times: { E: ["19:00", "19:00", "19:30"], C: ["20:00", "20:00", "20:30"], M: ["21:00"], P: ["22:00", "22:30"] } },
    squad: { domestic: 0.75, foreign: ["加拿大", "法国", "塞尔维亚", "斯洛文尼亚", "希腊", "德国", "澳大利亚", "喀麦隆", "立陶宛", "土耳其", "日本"] },
    tv: ["腾讯体育", "CCTV5"] }),
  league({ id: 5, sportId: B, country: "中国", name: "CBA", fullName: "中国男子篮球职业联赛", nameEn: "Chinese Basketball Association", colour: "#E60012", hot: true, season: split("10-12", "04-05"), zone: BEIJING, history: 3,
    // Three rounds a week, each over two evenings, so CBA is on every evening but Monday.
    format: rr([["1 19:35x5", "2 19:35x4", "2 20:00"], ["3 19:35x5", "4 19:35x4", "4 20:00"], ["5 15:00", "5 17:35", "5 19:35x3", "6 15:00", "6 17:35", "6 19:35x2", "6 20:00"]]),
    squad: { domestic: 0.85, foreign: ["美国"] }, tv: ["CCTV5", "CCTV5+", "咪咕视频"] }),
  league({ id: 7, sportId: B, country: "欧洲", name: "欧篮联", fullName: "欧洲篮球冠军联赛", nameEn: "EuroLeague", colour: "#F58220", hot: false, level: 0, season: split("10-01", "05-23"), jc: false, zone: CET.es, history: 2,
    format: rr([["3 18:30x2", "3 19:00", "3 20:00x2", "3 20:45", "4 18:30", "4 19:00", "4 20:00", "4 20:45x2"]], { every: 2, phase: 0, slots: ["1 18:30x2", "1 19:00", "1 20:00x2", "2 18:30", "2 19:00", "2 20:00x2", "2 20:45x2"] }),
    squad: { domestic: 0.4, foreign: ["美国", "美国", "塞尔维亚", "西班牙", "希腊", "法国", "立陶宛"] }, tv: ["咪咕视频"] }),
];

export const leagueById = new Map(LEAGUES.map((l) => [l.id, l]));
