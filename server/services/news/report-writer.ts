import { beijingClock, beijingParts } from "@/lib/beijing-time";
import { Sport } from "@/lib/codes/sports";
import type { Random } from "../../feed/engine/random";
import type { GoalFact, MatchFacts } from "./match-facts";

export type WrittenArticle = { title: string; summary: string; body: string };

type Outcome = "home" | "away" | "draw";
type Ctx = {
  f: MatchFacts;
  rnd: Random;
  winner: MatchFacts["home"] | null;
  loser: MatchFacts["home"] | null;
  outcome: Outcome;
  margin: number;
  total: number;
  upset: boolean;
  comeback: boolean;
  lateWinner: GoalFact | null;
};

const pickOf = <T>(rnd: Random, items: readonly T[]) => rnd.pick(items);
const score = (f: MatchFacts) => `${f.homeScore}-${f.awayScore}`;
const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ""));
const shuffle = <T>(rnd: Random, items: T[]) => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rnd.int(0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};

function context(f: MatchFacts, rnd: Random): Ctx {
  const outcome: Outcome = f.homeScore > f.awayScore ? "home" : f.homeScore < f.awayScore ? "away" : "draw";
  const winner = outcome === "home" ? f.home : outcome === "away" ? f.away : null;
  const loser = outcome === "home" ? f.away : outcome === "away" ? f.home : null;
  const margin = Math.abs(f.homeScore - f.awayScore);
  // A side that trailed at some point and still won.
  const comeback =
    outcome !== "draw" &&
    f.goals.some((g) => (outcome === "home" ? g.awayScore > g.homeScore : g.homeScore > g.awayScore));
  const decisive = f.goals.at(-1);
  const lastMinute = decisive ? parseInt(decisive.minute, 10) : 0;
  const lateWinner =
    f.sportId === Sport.Football &&
    outcome !== "draw" &&
    margin === 1 &&
    decisive &&
    decisive.side === outcome &&
    lastMinute >= 80
      ? decisive
      : null;
  const upset = Boolean(winner && loser && loser.strength - winner.strength >= 8);
  return {
    f,
    rnd,
    winner,
    loser,
    outcome,
    margin,
    total: f.homeScore + f.awayScore,
    upset,
    comeback,
    lateWinner,
  };
}

/** Who scored for a side: "凯恩（12'、67'）、萨卡（45+2'，点球）". */
function scorerList(goals: GoalFact[], side: "home" | "away") {
  const byPlayer = new Map<string, string[]>();
  for (const g of goals.filter((x) => x.side === side)) {
    const name = g.kind === "own" ? `${g.player}（乌龙）` : g.player;
    const note = g.kind === "penalty" ? `${g.minute}，点球` : g.minute;
    byPlayer.set(name, [...(byPlayer.get(name) ?? []), note]);
  }
  return [...byPlayer.entries()].map(([name, minutes]) => `${name}（${minutes.join("、")}）`).join("、");
}

function footballTitle(c: Ctx): string {
  const { f, rnd, winner, loser } = c;
  const hero =
    c.lateWinner?.player || f.goals.filter((g) => g.side === c.outcome && g.kind !== "own")[0]?.player;
  const hat = [...new Set(f.goals.map((g) => g.player))].find(
    (p) => p && f.goals.filter((g) => g.player === p && g.kind !== "own").length >= 3,
  );
  const vars = {
    h: f.home.shortName,
    a: f.away.shortName,
    s: score(f),
    w: winner?.shortName ?? "",
    l: loser?.shortName ?? "",
    hero: hero ?? "",
    hat: hat ?? "",
    league: f.league,
  };
  if (c.outcome === "draw")
    return fill(
      pickOf(
        rnd,
        c.total === 0
          ? [
              "{league}：{h}0-0{a}，两队互交白卷",
              "{h}与{a}闷平收场，{league}焦点战无人破门",
              "零封对零封！{h}主场0-0战平{a}",
            ]
          : [
              "{league}：{h}{s}{a}，两队握手言和",
              "{h}与{a}战成{s}，各取1分",
              "你来我往！{h}{s}逼平{a}",
              "{league}战报：{h}{s}{a}，积分各进一步",
            ],
      ),
      vars,
    );
  if (hat)
    return fill(pickOf(rnd, ["{hat}上演帽子戏法，{w}{sc}大胜{l}", "帽子戏法！{hat}独造三球，{w}击败{l}"]), {
      ...vars,
      sc: c.outcome === "home" ? score(f) : `${f.awayScore}-${f.homeScore}`,
    });
  const ws = c.outcome === "home" ? score(f) : `${f.awayScore}-${f.homeScore}`;
  const pool = c.lateWinner
    ? [
        "绝杀！{hero}{m}破门，{w}{ws}险胜{l}",
        "{hero}读秒时刻建功，{w}{ws}绝杀{l}",
        "{league}：{w}最后时刻{ws}击败{l}，{hero}一锤定音",
      ]
    : c.comeback
      ? [
          "逆转！{w}先失球后连扳，{ws}力克{l}",
          "{w}{ws}逆转{l}，落后局面下完成翻盘",
          "{league}：{w}上演逆转好戏，{ws}拿下{l}",
        ]
      : c.upset
        ? [
            "爆冷！{w}{ws}击败{l}",
            "{league}爆出冷门：{w}{ws}掀翻{l}",
            "以弱胜强！{w}客场{ws}力擒{l}".replace("客场", c.outcome === "away" ? "客场" : "主场"),
          ]
        : c.margin >= 3
          ? ["{w}{ws}大胜{l}，火力全开", "{league}：{w}{ws}横扫{l}", "一边倒！{w}{ws}血洗{l}"]
          : [
              "{league}：{w}{ws}击败{l}，{hero}建功",
              "{hero}破门，{w}{ws}力克{l}",
              "{w}{ws}小胜{l}，拿下关键三分",
              "{league}战报：{w}{ws}{l}",
            ];
  return fill(pickOf(rnd, pool), { ...vars, ws, m: c.lateWinner?.minute ?? "" });
}

function footballOpening(c: Ctx): string {
  const { f, rnd } = c;
  const day = beijingParts(f.kickoff.getTime());
  const when = `北京时间${day.month}月${day.day}日`;
  const where = f.venue ? `在${f.venue}` : "";
  const round = f.round ? `${f.league}${f.round}` : f.league;
  const half =
    f.homeHalfScore !== null && f.awayHalfScore !== null
      ? `上半场双方${f.homeHalfScore}-${f.awayHalfScore}战罢，`
      : "";
  const vars = {
    when,
    where,
    round,
    h: f.home.name,
    a: f.away.name,
    s: score(f),
    half,
    w: c.winner?.name ?? "",
    l: c.loser?.name ?? "",
  };
  const pool =
    c.outcome === "draw"
      ? [
          "{when}，{round}一场焦点战{where}打响，{h}主场迎战{a}。{half}全场结束时比分定格在{s}，两队各取1分。",
          "{round}，{h}坐镇主场迎来{a}的挑战。九十分钟激战过后，双方{s}战平，谁也没能带走胜利。",
          "{h}与{a}的这场{round}较量{where}进行。{half}最终两队以{s}握手言和。",
        ]
      : [
          "{when}，{round}{where}展开角逐，{h}主场对阵{a}。{half}最终{w}以{s}的比分击败{l}。",
          "{round}，{w}与{l}狭路相逢。{half}终场哨响，{w}笑到了最后，比分{s}。",
          "{h}在主场迎来{a}。这场{round}的比赛{half}以{s}结束，{w}拿到了宝贵的三分。",
          "全场比赛结束，{h}{s}{a}。{half}{w}在这场{round}中力压对手。",
        ];
  return fill(pickOf(rnd, pool), vars).replace(/。。/g, "。");
}

function goalLine(c: Ctx, g: GoalFact, i: number): string {
  const { f, rnd } = c;
  const team = g.side === "home" ? f.home.shortName : f.away.shortName;
  const s = `${g.homeScore}-${g.awayScore}`;
  if (g.kind === "own")
    return pickOf(rnd, [
      `${g.minute}，${g.player}不慎自摆乌龙，${team}因此得分，${s}。`,
      `${g.minute}，${g.player}解围失误打进本方球门，比分变为${s}。`,
    ]);
  if (g.kind === "penalty")
    return pickOf(rnd, [
      `${g.minute}，${team}获得点球，${g.player}主罚命中，${s}。`,
      `${g.player}在${g.minute}操刀点球一蹴而就，${team}${s}。`,
    ]);
  const assist = g.assist
    ? pickOf(rnd, [`接${g.assist}传球`, `在${g.assist}的助攻下`, `利用${g.assist}的妙传`])
    : pickOf(rnd, ["禁区内抢点", "外围远射", "单刀面对门将"]);
  const first =
    i === 0
      ? pickOf(rnd, ["打破僵局", "首开纪录", "率先破门"])
      : pickOf(rnd, ["破门得分", "再下一城", "将球送入网窝", "完成进球"]);
  return pickOf(rnd, [
    `${g.minute}，${team}的${g.player}${assist}${first}，${s}。`,
    `${g.minute}，${g.player}${assist}${first}，比分变成${s}。`,
    `${g.minute}${g.player}${first}：他${assist}起脚，${team}${s}。`,
  ]);
}

function statsParagraph(c: Ctx): string | null {
  const st = c.f.stats;
  if (!st) return null;
  const { f, rnd } = c;
  const lines = [
    `| 数据 | ${f.home.shortName} | ${f.away.shortName} |`,
    "| :-- | :-: | :-: |",
    `| 控球率 | ${st.home.possession}% | ${st.away.possession}% |`,
    `| 射门 | ${st.home.shots} | ${st.away.shots} |`,
    `| 射正 | ${st.home.shotsOnTarget} | ${st.away.shotsOnTarget} |`,
    `| 角球 | ${st.home.corners} | ${st.away.corners} |`,
    `| 犯规 | ${st.home.fouls} | ${st.away.fouls} |`,
  ];
  const more = st.home.possession >= st.away.possession ? f.home : f.away;
  const moreStats = more === f.home ? st.home : st.away;
  const lessStats = more === f.home ? st.away : st.home;
  const sentence = pickOf(rnd, [
    `从技术统计看，${more.shortName}控球率达到${moreStats.possession}%，全场射门${moreStats.shots}次（${moreStats.shotsOnTarget}次射正），对手则是${lessStats.shots}次射门。`,
    `${more.shortName}掌握了更多球权（${moreStats.possession}%），但射正次数${moreStats.shotsOnTarget}比${lessStats.shotsOnTarget}${moreStats.shotsOnTarget > lessStats.shotsOnTarget ? "同样占优" : "并不占优"}。`,
    `数据层面，两队射门${st.home.shots}比${st.away.shots}，角球${st.home.corners}比${st.away.corners}，${more.shortName}在控球上占据上风。`,
  ]);
  return `${sentence}\n\n${lines.join("\n")}`;
}

function cardsParagraph(c: Ctx): string | null {
  const { f, rnd } = c;
  if (!f.cards.length) return pickOf(rnd, [null, "整场比赛双方都没有吃到黄牌，裁判尺度宽松。"]);
  const reds = f.cards.filter((k) => k.red);
  const yellow = f.cards.length - reds.length;
  const redText = reds.length
    ? reds
        .map(
          (k) =>
            `${k.minute}${k.side === "home" ? f.home.shortName : f.away.shortName}的${k.player}被红牌罚下`,
        )
        .join("；") + "。"
    : "";
  const yellowText = yellow
    ? pickOf(rnd, [`全场裁判共出示${yellow}张黄牌。`, `双方合计领到${yellow}张黄牌。`])
    : "";
  return `${redText}${yellowText}`;
}

function tableParagraph(c: Ctx): string | null {
  const t = c.f.table;
  if (!t) return null;
  const { f, rnd } = c;
  const line = (team: MatchFacts["home"], r: NonNullable<MatchFacts["table"]>["home"]) => {
    const group = r.group ? `${r.group}` : "";
    if (r.before === null || r.before === r.after)
      return `${team.shortName}${group}排名第${r.after}（${r.points}）`;
    return r.after < r.before
      ? `${team.shortName}${group}排名从第${r.before}升至第${r.after}（${r.points}）`
      : `${team.shortName}${group}排名由第${r.before}跌至第${r.after}（${r.points}）`;
  };
  return (
    pickOf(rnd, ["积分榜方面，", "本轮过后，", "赛后积分榜上，"]) +
    `${line(f.home, t.home)}，${line(f.away, t.away)}。`
  );
}

function closing(c: Ctx): string | null {
  const { f, rnd, winner, loser } = c;
  const next = winner
    ? [
        `${winner.shortName}将带着这场胜利的信心迎接下一轮挑战，${loser!.shortName}则要尽快走出失利的阴影。`,
        `这场胜利让${winner.shortName}士气大振；${loser!.shortName}赛后更衣室里的气氛可想而知。`,
        null,
      ]
    : [
        `${f.home.shortName}与${f.away.shortName}都未能拿到全取三分的结果，下一轮将是各自争取反弹的机会。`,
        null,
      ];
  return pickOf(rnd, next);
}

function writeFootball(c: Ctx): WrittenArticle {
  const { f, rnd } = c;
  const title = footballTitle(c).slice(0, 60);
  const opening = footballOpening(c);
  const goals = f.goals.map((g, i) => goalLine(c, g, i));
  const scorers = [
    scorerList(f.goals, "home") ? `${f.home.shortName}：${scorerList(f.goals, "home")}` : "",
    scorerList(f.goals, "away") ? `${f.away.shortName}：${scorerList(f.goals, "away")}` : "",
  ].filter(Boolean);
  const goalBlock = goals.length
    ? pickOf(rnd, [
        () => `## 进球回顾\n\n${goals.join("\n\n")}`,
        () => goals.join(""),
        () => `**进球者** ${scorers.join("；")}\n\n${goals.join("")}`,
      ])()
    : pickOf(rnd, ["双方门将表现出色，全场没有进球诞生。", "九十分钟里两队都没能攻破对方城门。"]);
  const middle = shuffle(
    rnd,
    [cardsParagraph(c), statsParagraph(c)].filter((p): p is string => Boolean(p)),
  );
  const parts = [opening, goalBlock, ...middle, tableParagraph(c), closing(c)].filter((p): p is string =>
    Boolean(p),
  );
  if (rnd.chance(0.4)) parts.splice(1, 0, `**全场比分** ${f.home.name} ${score(f)} ${f.away.name}`);
  const summary = `${opening.slice(0, 90)}${scorers.length ? ` 进球：${scorers.join("；")}` : ""}`.slice(
    0,
    190,
  );
  return { title, summary, body: parts.join("\n\n") };
}

function writeBasketball(c: Ctx): WrittenArticle {
  const { f, rnd, winner, loser } = c;
  const w = winner ?? f.home;
  const l = loser ?? f.away;
  const ws = Math.max(f.homeScore, f.awayScore);
  const ls = Math.min(f.homeScore, f.awayScore);
  const winnerSide = w === f.home ? "home" : "away";
  const star = f.stars.find((s) => s.side === winnerSide) ?? f.stars[0];
  const vars = {
    w: w.shortName,
    l: l.shortName,
    ws,
    ls,
    star: star?.player ?? "",
    pts: star?.points ?? 0,
    league: f.league,
  };
  const title = fill(
    pickOf(
      rnd,
      c.margin >= 20
        ? [
            "{league}：{w}{ws}-{ls}狂胜{l}",
            "{w}{ws}-{ls}大胜{l}，{star}砍下{pts}分",
            "分差达{d}分！{w}轻取{l}",
          ]
        : c.margin <= 5
          ? [
              "{league}：{w}{ws}-{ls}险胜{l}",
              "关键时刻顶住！{w}{ws}-{ls}力克{l}",
              "{star}{pts}分，{w}惊险击败{l}",
            ]
          : [
              "{league}战报：{w}{ws}-{ls}击败{l}",
              "{star}{pts}分领衔，{w}{ws}-{ls}战胜{l}",
              "{w}主客场{ws}-{ls}拿下{l}".replace("主客场", w === f.home ? "主场" : "客场"),
            ],
    ),
    { ...vars, d: c.margin },
  );
  const q = f.quarters;
  const quarterLine = q.home.slice(0, 4).every((x) => x !== null)
    ? `四节比分：${q.home
        .slice(0, 4)
        .map((h, i) => `${h}-${q.away[i]}`)
        .join("、")}${q.home[4] ? `，加时${q.home[4]}-${q.away[4]}` : ""}（${f.home.shortName}在前）。`
    : "";
  const opening = fill(
    pickOf(rnd, [
      "{league}常规赛，{w}以{ws}-{ls}战胜{l}。",
      "{w}与{l}的较量落下帷幕，最终{w}{ws}-{ls}胜出。",
      "终场比分{ws}-{ls}，{w}击败了{l}。",
    ]),
    vars,
  );
  const stars = f.stars.map((s) => {
    const team = s.side === "home" ? f.home.shortName : f.away.shortName;
    return pickOf(rnd, [
      `${team}的${s.player}拿下${s.points}分${s.rebounds}个篮板${s.assists}次助攻`,
      `${s.player}（${team}）${s.points}分、${s.rebounds}篮板、${s.assists}助攻`,
      `${team}${s.player}贡献${s.points}分，其中命中${s.threes}记三分`,
    ]);
  });
  const starBlock = stars.length
    ? pickOf(rnd, ["数据方面，", "个人表现上，", "本场比赛，"]) + stars.join("；") + "。"
    : null;
  const parts = [opening, quarterLine || null, starBlock, tableParagraph(c), closing(c)].filter(
    (p): p is string => Boolean(p),
  );
  return {
    title: title.slice(0, 60),
    summary: `${opening}${stars[0] ? stars[0] + "。" : ""}`.slice(0, 190),
    body: parts.join("\n\n"),
  };
}

/** A 赛后战报 from what happened; the random source (seeded by the match) varies wording and shape. */
export function writeMatchReport(f: MatchFacts, rnd: Random): WrittenArticle {
  const c = context(f, rnd);
  return f.sportId === Sport.Football ? writeFootball(c) : writeBasketball(c);
}

const formText = (recent: MatchFacts["recent"]["home"]) =>
  recent.map((r) => (r.scored > r.conceded ? "胜" : r.scored < r.conceded ? "负" : "平")).join("");

/** A 赛前前瞻 from the data: form, head-to-head, standings and the opening odds. */
export function writeMatchPreview(
  f: MatchFacts,
  rnd: Random,
  odds: { home: number; draw: number | null; away: number } | null,
): WrittenArticle {
  const h = f.home.shortName;
  const a = f.away.shortName;
  const day = beijingParts(f.kickoff.getTime());
  const when = `${day.month}月${day.day}日 ${beijingClock(f.kickoff.getTime())}`;
  const round = f.round ? `${f.league}${f.round}` : f.league;
  const title = fill(
    pickOf(rnd, [
      "{round}前瞻：{h}主场迎战{a}",
      "焦点战前瞻｜{h} vs {a}",
      "{h}对阵{a}：谁能在{league}拿下关键战？",
      "前瞻：{a}做客挑战{h}",
    ]),
    { round, h, a, league: f.league },
  );
  const hf = formText(f.recent.home);
  const af = formText(f.recent.away);
  const formPara = pickOf(rnd, [
    `近期状态方面，${h}最近${f.recent.home.length}场${hf || "暂无比赛"}，${a}则是${af || "暂无比赛"}。`,
    `${h}近况：${hf || "暂无"}；${a}近况：${af || "暂无"}。两队的走势将直接影响这场比赛的基调。`,
  ]);
  const last = f.recent.home[0];
  const lastLine = last
    ? `${h}上一场${last.home ? "主场" : "客场"}${last.scored}-${last.conceded}${last.scored > last.conceded ? "战胜" : last.scored < last.conceded ? "不敌" : "战平"}${last.opponent}。`
    : "";
  const hw = f.meetings.filter((m) =>
    m.homeTeamId === f.home.id ? m.homeScore > m.awayScore : m.awayScore > m.homeScore,
  ).length;
  const aw = f.meetings.filter((m) =>
    m.homeTeamId === f.away.id ? m.homeScore > m.awayScore : m.awayScore > m.homeScore,
  ).length;
  const h2h = f.meetings.length
    ? `历史交锋中，两队近${f.meetings.length}次碰面${h}${hw}胜、${a}${aw}胜${f.meetings.length - hw - aw ? `，另有${f.meetings.length - hw - aw}场平局` : ""}。`
    : pickOf(rnd, ["本赛季两队此前尚未交手。", "两队本赛季还是首次碰面，彼此都需要一些试探。"]);
  const table = f.table
    ? `目前${h}${f.table.home.group}排名第${f.table.home.after}（${f.table.home.points}），${a}${f.table.away.group}排名第${f.table.away.after}（${f.table.away.points}）。`
    : "";
  const oddsPara = odds
    ? f.sportId === Sport.Football && odds.draw !== null
      ? `欧赔初盘主胜${odds.home.toFixed(2)}、平局${odds.draw.toFixed(2)}、客胜${odds.away.toFixed(2)}，${odds.home < odds.away ? `机构更看好${h}` : odds.home > odds.away ? `机构更看好${a}` : "机构对两队一视同仁"}。`
      : `初盘主胜${odds.home.toFixed(2)}、客胜${odds.away.toFixed(2)}，${odds.home < odds.away ? `${h}被看好` : `${a}被看好`}。`
    : "";
  const parts = shuffle(rnd, [formPara + lastLine, h2h, table, oddsPara].filter(Boolean));
  const opening = `${when}，${round}，${f.home.name}将坐镇主场迎战${f.away.name}${f.venue ? `，比赛在${f.venue}进行` : ""}。`;
  const body = [
    opening,
    ...parts,
    pickOf(rnd, [
      "比赛将在本站提供比分直播与主播解说，敬请关注。",
      "开赛后可在比分页查看实时数据与文字直播。",
    ]),
  ].join("\n\n");
  return { title: title.slice(0, 60), summary: `${opening}${table}`.slice(0, 190), body };
}
