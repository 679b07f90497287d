import type { GiftEffect } from "@/lib/contracts/room-money";
import type { nobilityLevels } from "../db/schema/gifts";

// Below 100 diamonds a gift is a chat line, below 1000 a centre animation, above that full screen.
const effectOf = (price: number): GiftEffect => (price < 100 ? "small" : price < 1000 ? "big" : "fullscreen");

const giftList: [name: string, price: number, file: string][] = [
  ["点赞", 1, "like"],
  ["鲜花", 2, "flower"],
  ["荧光棒", 5, "glowstick"],
  ["哨子", 9, "whistle"],
  ["足球", 18, "football"],
  ["篮球", 18, "basketball"],
  ["啤酒", 28, "beer"],
  ["球衣", 66, "jersey"],
  ["金靴", 99, "boot"],
  ["奖牌", 188, "medal"],
  ["爱心", 520, "heart"],
  ["奖杯", 888, "trophy"],
  ["跑车", 1314, "car"],
  ["火箭", 2888, "rocket"],
  ["游艇", 5200, "yacht"],
  ["梦幻球场", 8888, "stadium"],
];

export const GIFT_CATALOGUE = giftList.map(([name, price, file], i) => ({
  id: i + 1,
  name,
  price,
  icon: `/images/gifts/${file}.svg`,
  effect: effectOf(price),
  sort: i + 1,
}));

type Level = typeof nobilityLevels.$inferInsert;
const level = (
  id: number,
  name: string,
  price: number,
  [nameColor, bubbleBg, bubbleBorder, bubbleText]: string[],
  entryEffect: Level["entryEffect"],
  hornGrant: number,
): Level => ({
  id,
  name,
  price,
  days: 30,
  icon: `/images/nobility/${id}.svg`,
  nameColor,
  bubbleBg,
  bubbleBorder,
  bubbleText,
  entryEffect,
  hornGrant,
});

export const NOBILITY_LEVELS: Level[] = [
  level(1, "骑士", 300, ["#3BA272", "#ECF8F1", "#7CCBA2", "#1F5E3F"], "none", 0),
  level(2, "子爵", 1000, ["#2F80ED", "#EAF2FE", "#8DB8F5", "#1D4F91"], "banner", 0),
  level(3, "伯爵", 3000, ["#8E44AD", "#F4ECF8", "#C39BD3", "#5B2C6F"], "banner", 1),
  level(4, "侯爵", 8000, ["#E67E22", "#FEF3E6", "#F5B97A", "#8A4B0F"], "banner", 2),
  level(5, "公爵", 20000, ["#E74C3C", "#FDEDEC", "#F1948A", "#922B21"], "banner", 3),
  level(6, "国王", 50000, ["#D4A017", "#FFF8E1", "#F2C94C", "#7A5C00"], "fullscreen", 5),
  level(7, "皇帝", 150000, ["#B71C1C", "#3A2A10", "#E6B450", "#FFE8A3"], "fullscreen", 10),
];
