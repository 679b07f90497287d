import type { TeamTuple } from "./team-tuple";

// English Football League, 2026-27 (the catalogue's Championship promoted Cardiff, Bolton and
// Stockport; Oxford, Portsmouth and Sheffield Wednesday came down). Full Saturdays at 15:00.

// prettier-ignore
export const leagueOne: TeamTuple[] = [
  ["谢菲尔德星期三", "谢周三", "Sheffield Wednesday", 56, "#0E00F7", "#FFFFFF", "希尔斯堡球场", "谢菲尔德"],
  ["朴茨茅斯", "", "Portsmouth", 56, "#001489", "#FFFFFF", "弗拉顿公园", "朴茨茅斯"],
  ["牛津联", "", "Oxford United", 55, "#FFD700", "#001F5B", "卡萨姆体育场", "牛津"],
  ["哈德斯菲尔德", "哈德斯", "Huddersfield Town", 55, "#0E63AD", "#FFFFFF", "约翰·史密斯体育场", "哈德斯菲尔德"],
  ["卢顿", "", "Luton Town", 55, "#F78F1E", "#002D62", "肯尼尔沃斯路球场", "卢顿"],
  ["维冈竞技", "维冈", "Wigan Athletic", 54, "#1D59AF", "#FFFFFF", "砖块社区体育场", "维冈"],
  ["普利茅斯", "", "Plymouth Argyle", 54, "#00573F", "#FFFFFF", "家园公园", "普利茅斯"],
  ["雷丁", "", "Reading", 53, "#004494", "#FFFFFF", "精选汽车租赁体育场", "雷丁"],
  ["巴恩斯利", "", "Barnsley", 53, "#E4002B", "#FFFFFF", "奥克韦尔球场", "巴恩斯利"],
  ["布拉德福德", "", "Bradford City", 53, "#7A263A", "#FDB913", "山谷游行球场", "布拉德福德"],
  ["林肯城", "林肯", "Lincoln City", 53, "#E4002B", "#FFFFFF", "LNER体育场", "林肯"],
  ["斯蒂夫尼奇", "", "Stevenage", 52, "#E4002B", "#FFFFFF", "拉梅克斯体育场", "斯蒂夫尼奇"],
  ["韦康比", "", "Wycombe Wanderers", 52, "#6CACE4", "#002B5C", "亚当斯公园", "海威科姆"],
  ["布莱克浦", "", "Blackpool", 52, "#F68712", "#FFFFFF", "布卢姆菲尔德路球场", "布莱克浦"],
  ["彼得堡联", "彼得堡", "Peterborough United", 52, "#0057B8", "#FFFFFF", "韦斯顿住宅体育场", "彼得伯勒"],
  ["唐卡斯特", "", "Doncaster Rovers", 52, "#E4002B", "#FFFFFF", "生态能源体育场", "唐卡斯特"],
  ["莱顿东方", "", "Leyton Orient", 51, "#E4002B", "#FFFFFF", "布里斯班路球场", "伦敦"],
  ["温布尔登", "", "AFC Wimbledon", 51, "#002B5C", "#FDB913", "犁巷球场", "伦敦"],
  ["曼斯菲尔德", "", "Mansfield Town", 51, "#FDB913", "#0057B8", "菲尔德米尔球场", "曼斯菲尔德"],
  ["维尔港", "", "Port Vale", 50, "#FFFFFF", "#000000", "维尔公园", "斯托克"],
  ["沃尔索尔", "", "Walsall", 50, "#E4002B", "#FFFFFF", "贝斯科特体育场", "沃尔索尔"],
  ["MK唐斯", "", "Milton Keynes Dons", 51, "#FFFFFF", "#000000", "MK体育场", "米尔顿凯恩斯"],
  ["格林斯比", "", "Grimsby Town", 50, "#000000", "#FFFFFF", "布伦德尔公园", "克利索普斯"],
  ["诺茨郡", "", "Notts County", 50, "#000000", "#FFFFFF", "梅多巷球场", "诺丁汉"],
];

// prettier-ignore
export const leagueTwo: TeamTuple[] = [
  ["罗瑟汉姆", "", "Rotherham United", 50, "#E4002B", "#FFFFFF", "新约克体育场", "罗瑟勒姆"],
  ["北安普顿", "", "Northampton Town", 49, "#7A263A", "#FFFFFF", "西克斯菲尔兹体育场", "北安普顿"],
  ["伯顿", "", "Burton Albion", 49, "#FDB913", "#000000", "皮雷利体育场", "特伦特河畔伯顿"],
  ["埃克塞特", "", "Exeter City", 49, "#E4002B", "#FFFFFF", "圣詹姆斯公园", "埃克塞特"],
  ["布里斯托尔流浪者", "布流浪", "Bristol Rovers", 49, "#0057B8", "#FFFFFF", "纪念体育场", "布里斯托尔"],
  ["剑桥联", "", "Cambridge United", 48, "#FDB913", "#000000", "阿贝体育场", "剑桥"],
  ["切斯特菲尔德", "", "Chesterfield", 48, "#0057B8", "#FFFFFF", "SMH集团体育场", "切斯特菲尔德"],
  ["索尔福德城", "索尔福德", "Salford City", 48, "#E4002B", "#FFFFFF", "半人马体育场", "索尔福德"],
  ["吉林汉姆", "", "Gillingham", 48, "#0057B8", "#FFFFFF", "普里斯特菲尔德体育场", "吉林汉姆"],
  ["克劳利", "", "Crawley Town", 47, "#E4002B", "#FFFFFF", "布罗德菲尔德体育场", "克劳利"],
  ["斯文登", "", "Swindon Town", 47, "#E4002B", "#FFFFFF", "县场球场", "斯温登"],
  ["科尔切斯特", "", "Colchester United", 47, "#0057B8", "#FFFFFF", "JobServe社区体育场", "科尔切斯特"],
  ["布罗姆利", "", "Bromley", 47, "#000000", "#FFFFFF", "海斯巷球场", "伦敦"],
  ["巴内特", "", "Barnet", 46, "#F58220", "#000000", "蜂巢体育场", "伦敦"],
  ["奥尔德姆", "", "Oldham Athletic", 46, "#0057B8", "#FFFFFF", "边界公园", "奥尔德姆"],
  ["切尔滕纳姆", "", "Cheltenham Town", 46, "#E4002B", "#FFFFFF", "完整社区体育场", "切尔滕纳姆"],
  ["克鲁", "", "Crewe Alexandra", 46, "#E4002B", "#FFFFFF", "格雷斯蒂路球场", "克鲁"],
  ["弗利特伍德", "", "Fleetwood Town", 46, "#E4002B", "#FFFFFF", "海伯里体育场", "弗利特伍德"],
  ["什鲁斯伯里", "", "Shrewsbury Town", 46, "#002B5C", "#FDB913", "新草地球场", "什鲁斯伯里"],
  ["特兰米尔", "", "Tranmere Rovers", 46, "#FFFFFF", "#002B5C", "普伦顿公园", "伯肯黑德"],
  ["哈罗盖特", "", "Harrogate Town", 45, "#FDB913", "#000000", "韦瑟比路球场", "哈罗盖特"],
  ["阿克宁顿", "", "Accrington Stanley", 45, "#E4002B", "#FFFFFF", "王尔德球场", "阿克灵顿"],
  ["约克城", "", "York City", 45, "#E4002B", "#002B5C", "约克社区体育场", "约克"],
  ["卡莱尔联", "卡莱尔", "Carlisle United", 45, "#0057B8", "#FFFFFF", "布伦顿公园", "卡莱尔"],
];
