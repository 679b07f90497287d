// prettier-ignore
/** The 48 teams of the 2026 World Cup: [国家 (= country name), English, strength, colour, colour2]. */
export const worldCupNations: readonly (readonly [string, string, number, string, string])[] = [
  ["阿根廷", "Argentina", 90, "#74ACDF", "#FFFFFF"], ["法国", "France", 90, "#002395", "#FFFFFF"],
  ["西班牙", "Spain", 90, "#C60B1E", "#FFC400"], ["英格兰", "England", 88, "#FFFFFF", "#CE1124"],
  ["巴西", "Brazil", 88, "#FEDD00", "#009739"], ["葡萄牙", "Portugal", 86, "#006600", "#FF0000"],
  ["荷兰", "Netherlands", 85, "#F36C21", "#FFFFFF"], ["德国", "Germany", 85, "#FFFFFF", "#000000"],
  ["比利时", "Belgium", 82, "#E30613", "#FDDA24"], ["意大利", "Italy", 82, "#0066CC", "#FFFFFF"],
  ["克罗地亚", "Croatia", 81, "#FF0000", "#FFFFFF"], ["乌拉圭", "Uruguay", 80, "#5CBFEB", "#FFFFFF"],
  ["哥伦比亚", "Colombia", 80, "#FCD116", "#003893"], ["摩洛哥", "Morocco", 80, "#C1272D", "#006233"],
  ["日本", "Japan", 78, "#000555", "#FFFFFF"], ["美国", "United States", 77, "#FFFFFF", "#0A3161"],
  ["墨西哥", "Mexico", 77, "#006847", "#FFFFFF"], ["瑞士", "Switzerland", 77, "#FF0000", "#FFFFFF"],
  ["丹麦", "Denmark", 77, "#C60C30", "#FFFFFF"], ["塞内加尔", "Senegal", 76, "#FFFFFF", "#00853F"],
  ["奥地利", "Austria", 76, "#ED2939", "#FFFFFF"], ["土耳其", "Turkey", 76, "#E30A17", "#FFFFFF"],
  ["厄瓜多尔", "Ecuador", 75, "#FFDD00", "#034EA2"], ["挪威", "Norway", 76, "#BA0C2F", "#FFFFFF"],
  ["韩国", "South Korea", 74, "#CD2E3A", "#FFFFFF"], ["伊朗", "Iran", 72, "#FFFFFF", "#239F40"],
  ["乌克兰", "Ukraine", 73, "#FFD500", "#005BBB"], ["澳大利亚", "Australia", 71, "#FFCD00", "#00843D"],
  ["科特迪瓦", "Ivory Coast", 73, "#F77F00", "#FFFFFF"], ["巴拉圭", "Paraguay", 72, "#D52B1E", "#FFFFFF"],
  ["加拿大", "Canada", 72, "#FF0000", "#FFFFFF"], ["苏格兰", "Scotland", 71, "#0065BD", "#FFFFFF"],
  ["埃及", "Egypt", 71, "#CE1126", "#FFFFFF"], ["阿尔及利亚", "Algeria", 71, "#006233", "#FFFFFF"],
  ["突尼斯", "Tunisia", 68, "#E70013", "#FFFFFF"], ["加纳", "Ghana", 68, "#FFFFFF", "#006B3F"],
  ["刚果(金)", "DR Congo", 68, "#007FFF", "#F7D618"], ["沙特阿拉伯", "Saudi Arabia", 66, "#006C35", "#FFFFFF"],
  ["卡塔尔", "Qatar", 65, "#8A1538", "#FFFFFF"], ["乌兹别克斯坦", "Uzbekistan", 66, "#0099B5", "#FFFFFF"],
  ["南非", "South Africa", 66, "#007749", "#FFB612"], ["巴拿马", "Panama", 65, "#DA121A", "#FFFFFF"],
  ["约旦", "Jordan", 64, "#FFFFFF", "#CE1126"], ["伊拉克", "Iraq", 64, "#007A3D", "#FFFFFF"],
  ["佛得角", "Cape Verde", 63, "#003893", "#FFFFFF"], ["新西兰", "New Zealand", 60, "#FFFFFF", "#000000"],
  ["海地", "Haiti", 58, "#00209F", "#D21034"], ["库拉索", "Curaçao", 58, "#002B7F", "#F9E814"],
];

// prettier-ignore
/** World Cup 2026 stadiums: [name, city, country]. */
export const worldCupVenues: readonly (readonly [string, string, string])[] = [
  ["大都会人寿体育场", "纽约/新泽西", "美国"], ["AT&T体育场", "达拉斯", "美国"], ["箭头体育场", "堪萨斯城", "美国"],
  ["NRG体育场", "休斯敦", "美国"], ["梅赛德斯-奔驰体育场", "亚特兰大", "美国"], ["SoFi体育场", "洛杉矶", "美国"],
  ["林肯金融球场", "费城", "美国"], ["流明球场", "西雅图", "美国"], ["李维斯体育场", "旧金山湾区", "美国"],
  ["吉列体育场", "波士顿", "美国"], ["硬石体育场", "迈阿密", "美国"], ["阿兹特克体育场", "墨西哥城", "墨西哥"],
  ["BBVA体育场", "蒙特雷", "墨西哥"], ["阿克伦体育场", "瓜达拉哈拉", "墨西哥"], ["BMO球场", "多伦多", "加拿大"],
  ["BC广场体育场", "温哥华", "加拿大"],
];
