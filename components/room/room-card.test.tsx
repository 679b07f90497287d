// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FootballState } from "@/lib/codes/football-states";
import { Sport } from "@/lib/codes/sports";
import type { MatchRow } from "@/lib/contracts/match-list";
import type { RoomCard as Room } from "@/lib/contracts/rooms";
import { RoomCard } from "./room-card";
import { RoomGrid } from "./room-grid";
import { renderWithIntl } from "@/tests/support/render-with-intl";

const team = (id: number, name: string) => ({
  id,
  name,
  nameEn: name,
  colour: "#6cabdd",
  colour2: "#ffffff",
  logo: "/uploads/crests/1-0a1b2c3d4e.svg",
  rank: null,
});

const match = (over: Partial<MatchRow>): MatchRow => ({
  id: 77,
  sportId: Sport.Football,
  state: FootballState.SecondHalf,
  clock: "67",
  homeScore: 2,
  awayScore: 1,
  homeHalfScore: 1,
  awayHalfScore: 0,
  homeCorners: 0,
  awayCorners: 0,
  homeYellow: 0,
  awayYellow: 0,
  homeRed: 0,
  awayRed: 0,
  homeQuarters: null,
  awayQuarters: null,
  kickoff: "2026-11-22T12:00:00Z",
  league: { id: 1, name: "英超", colour: "#3d1952" },
  round: "",
  home: team(1, "曼城"),
  away: team(2, "阿森纳"),
  jcNo: null,
  bjdcNo: null,
  isHot: true,
  odds: null,
  hasLive: true,
  watch: [],
  ...over,
});

const room = (over: Partial<Room> = {}): Room => ({
  roomId: 1001,
  title: "英超焦点战 老李陪你看",
  cover: "/uploads/202611/cover.png",
  navId: 1,
  navName: "足球",
  anchorId: 9,
  nickName: "解说老李",
  portrait: "/images/avatars/3.svg",
  level: 12,
  liveStatus: 1,
  heat: 12_345,
  online: 3_456,
  thumb: "",
  match: null,
  ...over,
});

afterEach(cleanup);

/** The link a team's name is in (its crest, inside too, repeats the name as its alt). */
const teamLink = (name: string) => screen.getByText(name).closest("a")?.getAttribute("href");

describe("RoomCard", () => {
  it("shows a live room: badge, cover, title, anchor and compact heat, linking to the room", () => {
    renderWithIntl(<RoomCard room={room()} />);
    const link = screen.getByRole("link");
    expect(link.getAttribute("href")).toBe("/live/room/1001");
    expect(within(link).getByText("直播中")).toBeTruthy();
    expect(within(link).queryByText("未开播")).toBeNull();
    expect(within(link).getByText("英超焦点战 老李陪你看")).toBeTruthy();
    expect(within(link).getByText("解说老李")).toBeTruthy();
    expect(within(link).getByText("热度 1.2万")).toBeTruthy();
    const cover = within(link).getByRole("img", { name: "英超焦点战 老李陪你看" });
    expect(cover.getAttribute("src")).toBe("/gateway/uploads/202611/cover.png");
  });

  it("draws a cover with the category when the room has none, and says 未开播 when offline", () => {
    renderWithIntl(
      <RoomCard room={room({ cover: "", liveStatus: 0, heat: 860, navId: 2, navName: "篮球" })} />,
    );
    expect(screen.getByText("未开播")).toBeTruthy();
    expect(screen.queryByText("直播中")).toBeNull();
    const drawn = screen.getByRole("img", { name: "英超焦点战 老李陪你看" });
    expect(drawn.tagName).toBe("DIV");
    expect(drawn.getAttribute("style")).toContain("linear-gradient");
    expect(within(drawn).getByText("篮球")).toBeTruthy();
    expect(screen.getByText("热度 860")).toBeTruthy();
  });

  it("lays a live room's recent frame over its cover, with 在线 in 斗鱼 style", () => {
    const thumb = "http://127.0.0.1:3002/thumbs/live/room1001.jpg";
    renderWithIntl(<RoomCard room={room({ thumb, online: 12_345, heat: 250_000 })} />);
    const pictures = screen.getAllByRole("img", { name: "英超焦点战 老李陪你看" });
    expect(pictures.map((p) => p.getAttribute("src"))).toEqual(["/gateway/uploads/202611/cover.png", thumb]);
    expect(screen.getByLabelText("在线 1.2万")).toBeTruthy();
    expect(screen.getByText("热度 25万")).toBeTruthy();
  });

  it("shows the cover alone when the frame does not load, and no 在线 when offline", () => {
    const thumb = "http://127.0.0.1:3002/thumbs/live/room1001.jpg";
    renderWithIntl(<RoomCard room={room({ thumb })} />);
    fireEvent.error(screen.getAllByRole("img")[1]);
    expect(screen.getAllByRole("img", { name: "英超焦点战 老李陪你看" })).toHaveLength(1);
    cleanup();
    renderWithIntl(<RoomCard room={room({ thumb, liveStatus: 0, online: 0 })} />);
    expect(screen.getAllByRole("img", { name: "英超焦点战 老李陪你看" })).toHaveLength(1);
    expect(screen.queryByLabelText(/在线/)).toBeNull();
  });

  it("shows the bound match's teams and live score", () => {
    renderWithIntl(<RoomCard room={room({ match: match({}) })} />);
    expect(screen.getByLabelText("正在解说：曼城 对 阿森纳")).toBeTruthy();
    expect(screen.getByTestId("room-match-score").textContent).toBe("2-1");
  });

  it("links the bound match's teams to their pages beside the room's link, never inside it", () => {
    const { container } = renderWithIntl(<RoomCard room={room({ match: match({}) })} />);
    const links = screen.getAllByRole("link");
    // The room first: Tab reaches the room before its teams.
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/live/room/1001",
      "/database/fb/team/1",
      "/database/fb/team/2",
    ]);
    expect(within(links[0]).getByRole("img", { name: "英超焦点战 老李陪你看" })).toBeTruthy();
    expect(within(links[0]).getByText("英超焦点战 老李陪你看")).toBeTruthy();
    expect(teamLink("曼城")).toBe("/database/fb/team/1");
    expect(teamLink("阿森纳")).toBe("/database/fb/team/2");
    expect(container.querySelector("a a")).toBeNull();
  });

  it("links a basketball match's teams to the basketball database", () => {
    const nba = match({ sportId: Sport.Basketball, home: team(31, "湖人"), away: team(32, "勇士") });
    renderWithIntl(<RoomCard room={room({ match: nba })} />);
    expect(teamLink("湖人")).toBe("/database/lq/team/31");
    expect(teamLink("勇士")).toBe("/database/lq/team/32");
  });

  it("shows the kick-off time instead of a score before the match starts", () => {
    const upcoming = match({ state: FootballState.NotStarted, homeScore: 0, awayScore: 0 });
    renderWithIntl(<RoomCard room={room({ match: upcoming })} />);
    expect(screen.queryByTestId("room-match-score")).toBeNull();
    const kickoff = screen.getByText("20:00").closest("time")!;
    expect(kickoff.getAttribute("datetime")).toBe("2026-11-22T12:00:00Z");
    expect(kickoff.textContent).toBe("11-2220:00");
  });
});

describe("RoomGrid", () => {
  it("lists one card per room, or the empty state when there are none", () => {
    renderWithIntl(<RoomGrid rooms={[room(), room({ roomId: 1002, title: "NBA 夜场" })]} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    cleanup();
    renderWithIntl(<RoomGrid rooms={[]} empty={<p>暂无直播</p>} />);
    expect(screen.getByText("暂无直播")).toBeTruthy();
  });
});
