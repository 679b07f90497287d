/** 洲 of the all-competitions page, in display order. */
export const continentRows = [
  { id: 1, name: "国际", sort: 1 },
  { id: 2, name: "欧洲", sort: 2 },
  { id: 3, name: "美洲", sort: 3 },
  { id: 4, name: "亚洲", sort: 4 },
  { id: 5, name: "非洲", sort: 5 },
  { id: 6, name: "大洋洲", sort: 6 },
] as const;

// [中文名, English, 洲 id]; ids follow the order. 国际 / 欧洲 / 亚洲 hold international competitions.
// prettier-ignore
const COUNTRIES: readonly (readonly [string, string, number])[] = [
  ["国际", "International", 1], ["欧洲", "Europe", 2], ["亚洲", "Asia", 4],
  ["英格兰", "England", 2], ["西班牙", "Spain", 2], ["德国", "Germany", 2], ["意大利", "Italy", 2], ["法国", "France", 2],
  ["荷兰", "Netherlands", 2], ["葡萄牙", "Portugal", 2], ["苏格兰", "Scotland", 2], ["土耳其", "Turkey", 2], ["威尔士", "Wales", 2],
  ["比利时", "Belgium", 2], ["奥地利", "Austria", 2], ["捷克", "Czechia", 2], ["希腊", "Greece", 2], ["丹麦", "Denmark", 2],
  ["挪威", "Norway", 2], ["瑞士", "Switzerland", 2], ["克罗地亚", "Croatia", 2], ["阿塞拜疆", "Azerbaijan", 2], ["乌克兰", "Ukraine", 2],
  ["匈牙利", "Hungary", 2], ["塞尔维亚", "Serbia", 2], ["瑞典", "Sweden", 2], ["保加利亚", "Bulgaria", 2], ["以色列", "Israel", 2],
  ["罗马尼亚", "Romania", 2], ["斯洛文尼亚", "Slovenia", 2], ["立陶宛", "Lithuania", 2], ["摩纳哥", "Monaco", 2],
  ["中国", "China", 4], ["日本", "Japan", 4], ["韩国", "South Korea", 4], ["沙特阿拉伯", "Saudi Arabia", 4], ["卡塔尔", "Qatar", 4],
  ["阿联酋", "United Arab Emirates", 4], ["伊朗", "Iran", 4], ["乌兹别克斯坦", "Uzbekistan", 4], ["泰国", "Thailand", 4],
  ["马来西亚", "Malaysia", 4], ["约旦", "Jordan", 4], ["伊拉克", "Iraq", 4],
  ["美国", "United States", 3], ["加拿大", "Canada", 3], ["墨西哥", "Mexico", 3], ["巴西", "Brazil", 3], ["阿根廷", "Argentina", 3],
  ["乌拉圭", "Uruguay", 3], ["哥伦比亚", "Colombia", 3], ["厄瓜多尔", "Ecuador", 3], ["巴拉圭", "Paraguay", 3], ["巴拿马", "Panama", 3],
  ["海地", "Haiti", 3], ["库拉索", "Curaçao", 3],
  ["摩洛哥", "Morocco", 5], ["突尼斯", "Tunisia", 5], ["埃及", "Egypt", 5], ["阿尔及利亚", "Algeria", 5], ["加纳", "Ghana", 5],
  ["佛得角", "Cape Verde", 5], ["南非", "South Africa", 5], ["塞内加尔", "Senegal", 5], ["科特迪瓦", "Ivory Coast", 5],
  ["刚果(金)", "DR Congo", 5], ["喀麦隆", "Cameroon", 5], ["尼日利亚", "Nigeria", 5], ["马里", "Mali", 5],
  ["澳大利亚", "Australia", 6], ["新西兰", "New Zealand", 6],
];

export const countryRows = COUNTRIES.map(([name, nameEn, continentId], i) => ({
  id: i + 1,
  name,
  nameEn,
  continentId,
  sort: i + 1,
}));

const byName = new Map(countryRows.map((c) => [c.name, c.id]));

/** Country id by Chinese name; throws on a typo in the catalogue. */
export function countryId(name: string): number {
  const id = byName.get(name);
  if (id === undefined) throw new Error(`unknown country ${name}`);
  return id;
}
