import type { SquadSheet } from "./squad-sheet";

// NBA rosters as they opened the 2025-26 season (summer 2025 trades and signings, before the
// February 2026 deadline), Chinese names as NBA中国 writes them. The sheet reads "00" and "0" as
// the same number, so where a team has both, the "0" player is left out: Tyrese Haliburton
// (Pacers) and Damian Lillard (Trail Blazers), both out for the season, and the bench players
// Gary Payton II (Warriors), Dante Exum (Mavericks) and Ryan Dunn (Suns).
// prettier-ignore
export const nbaSquads: SquadSheet = {
  "Cleveland Cavaliers": `
45|SG|多诺万·米切尔|Donovan Mitchell|美国|1996-09-07|188|89
4|PF|埃文·莫布里|Evan Mobley|美国|2001-06-18|211|87
10|PG|达里厄斯·加兰|Darius Garland|美国|2000-01-26|185|83
31|C|贾勒特·阿伦|Jarrett Allen|美国|1998-04-21|206|80
12|SF|德安德烈·亨特|De'Andre Hunter|美国|1997-12-02|203|77
2|PG|朗佐·鲍尔|Lonzo Ball|美国|1997-10-27|198|72
1|SG|马克斯·斯特鲁斯|Max Strus|美国|1996-03-28|196|73
5|SG|萨姆·梅里尔|Sam Merrill|美国|1996-05-15|193|71
32|PF|迪恩·韦德|Dean Wade|美国|1996-11-20|206|67
22|PF|小拉里·南斯|Larry Nance Jr.|美国|1993-01-01|201|66
20|SF|贾伦·泰森|Jaylon Tyson|美国|2002-12-31|198|66
13|C|托马斯·布莱恩特|Thomas Bryant|美国|1997-07-31|208|64
9|PG|小克雷格·波特|Craig Porter Jr.|美国|2000-08-26|188|63
24|PG|泰雷斯·普罗克特|Tyrese Proctor|澳大利亚|2004-04-01|193|58
30|PF|纳昆·汤姆林|Nae'Qwan Tomlin|美国|2001-09-15|208|57`,
  "New York Knicks": `
11|PG|杰伦·布伦森|Jalen Brunson|美国|1996-08-31|188|90
32|C|卡尔-安东尼·唐斯|Karl-Anthony Towns|多米尼加|1995-11-15|213|88
8|SF|奥格·阿奴诺比|OG Anunoby|英格兰|1997-07-17|201|83
25|SF|米卡尔·布里奇斯|Mikal Bridges|美国|1996-08-30|198|82
3|SG|乔什·哈特|Josh Hart|美国|1995-03-06|193|79
23|C|米切尔·罗宾逊|Mitchell Robinson|美国|1998-04-01|213|75
2|PG|迈尔斯·麦克布莱德|Miles McBride|美国|2000-09-08|188|73
00|SG|乔丹·克拉克森|Jordan Clarkson|菲律宾|1992-06-07|193|74
28|PF|盖尔雄·亚布塞莱|Guerschon Yabusele|法国|1995-12-17|203|72
44|SG|兰德里·沙梅特|Landry Shamet|美国|1997-03-13|193|66
13|PG|泰勒·科莱克|Tyler Kolek|美国|2001-02-08|191|62
4|SF|帕科梅·达迪耶|Pacôme Dadiet|法国|2005-07-22|203|60
15|C|阿里尔·胡克波蒂|Ariel Hukporti|德国|2002-04-12|213|59
51|SF|穆罕默德·迪亚瓦拉|Mohamed Diawara|法国|2005-05-06|206|56`,
  "Detroit Pistons": `
2|PG|凯德·坎宁安|Cade Cunningham|美国|2001-09-25|198|89
0|C|杰伦·杜伦|Jalen Duren|美国|2003-11-18|208|79
9|SF|奥萨尔·汤普森|Ausar Thompson|美国|2003-01-30|198|76
23|SG|杰登·艾维|Jaden Ivey|美国|2002-02-13|193|76
12|PF|托拜厄斯·哈里斯|Tobias Harris|美国|1992-07-15|203|76
55|SF|邓肯·罗宾逊|Duncan Robinson|美国|1994-04-22|201|73
28|C|以赛亚·斯图尔特|Isaiah Stewart|美国|2001-05-22|203|72
22|SG|卡里斯·勒韦尔|Caris LeVert|美国|1994-08-25|198|71
5|SF|罗恩·霍兰德二世|Ron Holland II|美国|2005-07-07|198|66
25|PG|马库斯·萨瑟|Marcus Sasser|美国|2000-09-21|188|64
7|C|保罗·里德|Paul Reed|美国|1999-06-14|206|64
4|SF|贾文特·格林|Javonte Green|美国|1993-07-23|196|62
15|SF|博比·克林特曼|Bobi Klintman|瑞典|2003-05-23|208|58
24|PG|丹尼斯·詹金斯|Daniss Jenkins|美国|2001-11-23|193|57
8|SG|查兹·拉尼尔|Chaz Lanier|美国|2001-10-08|193|58`,
  "Boston Celtics": `
0|SF|杰森·塔图姆|Jayson Tatum|美国|1998-03-03|203|89
7|SG|杰伦·布朗|Jaylen Brown|美国|1996-10-24|198|87
9|SG|德里克·怀特|Derrick White|美国|1994-07-02|193|83
11|PG|佩顿·普里查德|Payton Pritchard|美国|1998-01-28|185|80
4|SG|安芬尼·西蒙斯|Anfernee Simons|美国|1999-06-08|191|79
30|SF|萨姆·豪泽|Sam Hauser|美国|1997-12-08|201|73
88|C|内米亚斯·奎塔|Neemias Queta|葡萄牙|1999-07-13|213|73
25|PF|克里斯·布歇|Chris Boucher|加拿大|1993-01-11|206|68
52|C|卢卡·加尔扎|Luka Garza|美国|1998-12-27|208|66
26|PF|泽维尔·蒂尔曼|Xavier Tillman|美国|1999-01-12|201|65
8|PF|乔什·迈诺特|Josh Minott|美国|2002-11-25|203|63
27|SF|乔丹·沃尔什|Jordan Walsh|美国|2004-03-03|198|64
55|SG|贝勒·谢尔曼|Baylor Scheierman|美国|2000-09-26|198|64
28|SF|雨果·冈萨雷斯|Hugo González|西班牙|2006-02-05|198|60`,
  "Orlando Magic": `
5|PF|保罗·班切罗|Paolo Banchero|美国|2002-11-12|208|86
22|SF|弗朗茨·瓦格纳|Franz Wagner|德国|2001-08-27|208|84
3|SG|德斯蒙德·贝恩|Desmond Bane|美国|1998-06-25|196|81
4|SG|杰伦·萨格斯|Jalen Suggs|美国|2001-06-03|196|77
34|C|小温德尔·卡特|Wendell Carter Jr.|美国|1999-04-16|208|74
0|PG|安东尼·布莱克|Anthony Black|美国|2004-01-20|201|70
10|PG|泰厄斯·琼斯|Tyus Jones|美国|1996-05-10|183|69
1|PF|乔纳森·艾萨克|Jonathan Isaac|美国|1997-10-03|208|68
35|C|戈加·比塔泽|Goga Bitadze|格鲁吉亚|1999-07-20|211|67
21|C|莫里茨·瓦格纳|Moritz Wagner|德国|1997-04-26|211|66
23|SF|特里斯坦·达席尔瓦|Tristan da Silva|德国|2001-05-31|203|66
13|SG|杰特·霍华德|Jett Howard|美国|2003-09-19|203|60
11|SG|杰斯·理查森|Jase Richardson|美国|2005-07-04|191|60
93|SF|诺阿·彭达|Noah Penda|法国|2005-01-16|201|59`,
  "Atlanta Hawks": `
11|PG|特雷·杨|Trae Young|美国|1998-09-19|185|89
1|PF|杰伦·约翰逊|Jalen Johnson|美国|2001-12-18|206|85
8|C|克里斯塔普斯·波尔津吉斯|Kristaps Porziņģis|拉脱维亚|1995-08-02|218|83
5|SG|戴森·丹尼尔斯|Dyson Daniels|澳大利亚|2003-03-17|198|82
7|SG|尼基尔·亚历山大-沃克|Nickeil Alexander-Walker|加拿大|1998-09-02|196|78
17|C|奥尼卡·奥孔古|Onyeka Okongwu|美国|2000-12-11|203|79
10|SF|扎卡里·里萨谢|Zaccharie Risacher|法国|2005-04-08|203|75
3|SG|卢克·肯纳德|Luke Kennard|美国|1996-06-24|196|73
27|SF|维特·克雷伊奇|Vít Krejčí|捷克|2000-06-19|203|69
18|PF|穆罕默德·盖耶|Mouhamed Gueye|塞内加尔|2002-11-09|208|66
4|SG|科比·巴夫金|Kobe Bufkin|美国|2003-09-21|193|63
14|PF|阿萨·纽厄尔|Asa Newell|美国|2005-08-12|208|63
2|PG|基顿·华莱士|Keaton Wallace|美国|1999-04-17|191|58`,
  "Philadelphia 76ers": `
21|C|乔尔·恩比德|Joel Embiid|美国|1994-03-16|213|88
0|PG|泰雷斯·马克西|Tyrese Maxey|美国|2000-11-04|188|88
8|SF|保罗·乔治|Paul George|美国|1990-05-02|203|81
77|SG|维杰·埃奇科姆|VJ Edgecombe|巴哈马|2005-07-30|193|76
9|SF|小凯利·乌布雷|Kelly Oubre Jr.|美国|1995-12-09|203|76
5|SG|昆汀·格莱姆斯|Quentin Grimes|美国|2000-05-08|196|76
20|SG|贾里德·麦凯恩|Jared McCain|美国|2004-02-16|188|73
1|C|安德烈·德拉蒙德|Andre Drummond|美国|1993-08-10|211|70
7|PG|凯尔·洛瑞|Kyle Lowry|美国|1986-03-25|183|65
23|SG|埃里克·戈登|Eric Gordon|美国|1988-12-25|191|65
30|C|阿德姆·博纳|Adem Bona|尼日利亚|2003-03-25|208|64
12|PF|特伦登·沃特福德|Trendon Watford|美国|2000-11-09|206|65
10|SF|贾斯汀·爱德华兹|Justin Edwards|美国|2003-12-16|201|61
22|PF|约尼·布鲁姆|Johni Broome|美国|2002-12-05|206|60
25|PF|多米尼克·巴洛|Dominick Barlow|美国|2003-05-26|206|59`,
  "Toronto Raptors": `
4|SF|斯科蒂·巴恩斯|Scottie Barnes|美国|2001-08-01|201|86
3|SF|布兰登·英格拉姆|Brandon Ingram|美国|1997-09-02|203|82
9|SG|罗文·巴雷特|RJ Barrett|加拿大|2000-06-14|198|80
5|PG|伊曼纽尔·奎克利|Immanuel Quickley|美国|1999-06-17|188|79
19|C|雅各布·珀尔特尔|Jakob Pöltl|奥地利|1995-10-15|216|77
1|SG|格雷迪·迪克|Gradey Dick|美国|2003-11-20|198|70
30|SG|奥柴·阿巴吉|Ochai Agbaji|美国|2000-04-20|196|68
23|PG|贾马尔·希德|Jamal Shead|美国|2002-07-24|183|67
54|PF|桑德罗·马穆克拉什维利|Sandro Mamukelashvili|格鲁吉亚|1999-05-23|206|66
12|PF|科林·默里-博伊尔斯|Collin Murray-Boyles|美国|2005-06-08|201|66
14|SG|贾科比·沃尔特|Ja'Kobe Walter|美国|2004-09-17|196|62
77|SF|杰米森·巴特尔|Jamison Battle|美国|2001-07-09|201|60
2|PF|乔纳森·莫格博|Jonathan Mogbo|美国|2001-08-03|198|60
55|SG|阿利贾·马丁|Alijah Martin|美国|2001-11-08|188|56`,
  "Milwaukee Bucks": `
34|PF|扬尼斯·阿德托昆博|Giannis Antetokounmpo|希腊|1994-12-06|211|94
3|C|迈尔斯·特纳|Myles Turner|美国|1996-03-24|211|78
7|PG|小凯文·波特|Kevin Porter Jr.|美国|2000-05-04|193|74
18|PF|凯尔·库兹马|Kyle Kuzma|美国|1995-07-24|206|73
9|PF|博比·波蒂斯|Bobby Portis|美国|1995-02-10|208|73
5|SG|小加里·特伦特|Gary Trent Jr.|美国|1999-01-18|196|70
50|PG|科尔·安东尼|Cole Anthony|美国|2000-05-15|188|67
20|SG|埃杰·格林|AJ Green|美国|1999-09-01|193|66
13|PG|瑞安·罗林斯|Ryan Rollins|美国|2002-07-03|193|65
12|SF|陶里安·普林斯|Taurean Prince|美国|1994-03-22|198|64
44|SF|小安德烈·杰克逊|Andre Jackson Jr.|美国|2001-11-13|198|62
14|SG|加里·哈里斯|Gary Harris|美国|1994-09-14|193|62
45|C|杰里科·西姆斯|Jericho Sims|美国|1998-10-20|208|60
43|SF|塔纳西斯·阿德托昆博|Thanasis Antetokounmpo|希腊|1992-07-18|198|52`,
  "Miami Heat": `
13|C|巴姆·阿德巴约|Bam Adebayo|美国|1997-07-18|206|84
14|SG|泰勒·希罗|Tyler Herro|美国|2000-01-20|196|83
24|SG|诺曼·鲍威尔|Norman Powell|美国|1993-05-25|191|79
22|SF|安德鲁·威金斯|Andrew Wiggins|加拿大|1995-02-23|201|77
11|SF|小海梅·哈克斯|Jaime Jaquez Jr.|墨西哥|2001-02-18|198|72
7|C|凯莱尔·韦尔|Kel'el Ware|美国|2004-04-22|213|72
45|PG|达维昂·米切尔|Davion Mitchell|美国|1998-09-05|188|71
2|SG|特里·罗齐尔|Terry Rozier|美国|1994-03-17|185|68
5|PF|尼古拉·约维奇|Nikola Jović|塞尔维亚|2003-06-09|208|68
6|SF|西蒙尼·丰泰基奥|Simone Fontecchio|意大利|1995-12-09|203|64
9|SG|佩勒·拉尔森|Pelle Larsson|瑞典|2001-04-15|196|62
25|SG|卡斯帕拉斯·雅库乔尼斯|Kasparas Jakučionis|立陶宛|2006-02-21|196|60
12|PG|德鲁·史密斯|Dru Smith|美国|1997-12-30|191|57
16|SF|凯沙德·约翰逊|Keshad Johnson|美国|2001-06-05|198|56`,
  "Indiana Pacers": `
43|PF|帕斯卡尔·西亚卡姆|Pascal Siakam|喀麦隆|1994-04-02|203|85
00|SG|本内迪克特·马瑟林|Bennedict Mathurin|加拿大|2002-06-19|196|77
2|PG|安德鲁·内姆哈德|Andrew Nembhard|加拿大|2000-01-16|196|76
23|SF|阿隆·内史密斯|Aaron Nesmith|美国|1999-10-16|196|74
1|PF|奥比·托平|Obi Toppin|美国|1998-03-04|206|70
9|PG|蒂杰·麦康奈尔|T.J. McConnell|美国|1992-03-25|185|70
5|PF|贾雷斯·沃克|Jarace Walker|美国|2003-09-04|201|67
32|C|杰·哈夫|Jay Huff|美国|1998-08-25|216|66
26|SG|本·谢泼德|Ben Sheppard|美国|2001-07-16|198|64
22|C|以赛亚·杰克逊|Isaiah Jackson|美国|2002-01-10|203|64
29|SG|昆顿·杰克逊|Quenton Jackson|美国|1998-09-15|196|60
13|C|托尼·布拉德利|Tony Bradley|美国|1998-01-08|208|58
10|SF|约翰尼·弗菲|Johnny Furphy|澳大利亚|2004-12-08|206|58
4|SG|卡姆·琼斯|Kam Jones|美国|2002-07-21|193|58`,
  "Chicago Bulls": `
3|PG|约什·吉迪|Josh Giddey|澳大利亚|2002-10-10|203|80
0|PG|科比·怀特|Coby White|美国|2000-02-16|196|80
9|C|尼古拉·武切维奇|Nikola Vučević|黑山|1990-10-24|208|79
14|PF|马塔斯·布泽利斯|Matas Buzelis|美国|2004-10-13|208|75
12|SG|阿约·多苏穆|Ayo Dosunmu|美国|2000-01-17|196|74
44|PF|帕特里克·威廉姆斯|Patrick Williams|美国|2001-08-26|201|70
13|SG|凯文·许尔特|Kevin Huerter|美国|1998-08-27|201|70
30|PG|特雷·琼斯|Tre Jones|美国|2000-01-08|185|70
35|SG|艾萨克·奥科罗|Isaac Okoro|美国|2001-01-26|196|68
7|C|杰伦·史密斯|Jalen Smith|美国|2000-03-16|208|68
23|C|扎克·柯林斯|Zach Collins|美国|1997-11-19|211|66
15|SF|朱利安·菲利普斯|Julian Phillips|美国|2003-11-05|203|62
25|SG|达伦·特里|Dalen Terry|美国|2002-07-12|201|60
24|PF|诺阿·埃森格|Noa Essengue|法国|2006-12-18|208|60
47|PF|拉克伦·奥尔布里奇|Lachlan Olbrich|澳大利亚|2003-11-21|208|55`,
  "Charlotte Hornets": `
1|PG|拉梅洛·鲍尔|LaMelo Ball|美国|2001-08-22|201|84
24|SF|布兰登·米勒|Brandon Miller|美国|2002-11-22|206|80
0|PF|迈尔斯·布里奇斯|Miles Bridges|美国|1998-03-21|201|77
7|SG|科恩·克努佩尔|Kon Knueppel|美国|2005-08-03|196|74
3|SG|科林·塞克斯顿|Collin Sexton|美国|1999-01-04|188|73
2|PF|格兰特·威廉姆斯|Grant Williams|美国|1998-11-30|198|64
8|SG|乔什·格林|Josh Green|澳大利亚|2000-11-16|196|64
23|PG|特雷·曼恩|Tre Mann|美国|2001-02-03|191|65
14|C|穆萨·迪亚巴特|Moussa Diabaté|法国|2002-01-21|208|64
85|C|瑞安·卡尔布伦纳|Ryan Kalkbrenner|美国|2002-01-22|216|62
31|PF|提贾内·萨卢恩|Tidjane Salaün|法国|2005-08-10|206|60
33|SF|利亚姆·麦克尼利|Liam McNeeley|美国|2005-10-10|201|61
34|SG|帕特·康诺顿|Pat Connaughton|美国|1993-01-06|196|58
4|SG|赛昂·詹姆斯|Sion James|美国|2002-12-05|196|57`,
  "Brooklyn Nets": `
17|SF|小迈克尔·波特|Michael Porter Jr.|美国|1998-06-29|208|81
24|SG|卡姆·托马斯|Cam Thomas|美国|2001-10-13|191|78
33|C|尼克·克拉克斯顿|Nic Claxton|美国|1999-04-17|211|75
14|SG|特伦斯·曼恩|Terance Mann|美国|1996-10-18|196|71
20|C|戴伦·夏普|Day'Ron Sharpe|美国|2001-11-06|206|69
21|PF|诺亚·克劳尼|Noah Clowney|美国|2004-07-14|208|69
8|SF|齐艾尔·威廉姆斯|Ziaire Williams|美国|2001-09-12|206|67
3|PG|叶戈尔·焦明|Egor Dëmin|俄罗斯|2006-03-12|206|66
13|SG|泰雷斯·马丁|Tyrese Martin|美国|1999-03-07|198|63
22|SF|杰伦·威尔逊|Jalen Wilson|美国|2000-11-04|198|62
2|PF|丹尼·沃尔夫|Danny Wolf|美国|2004-05-23|213|62
1|PG|诺兰·特拉奥雷|Nolan Traoré|法国|2006-05-28|191|60
4|SG|德雷克·鲍威尔|Drake Powell|美国|2005-09-06|198|60
77|SG|本·萨拉夫|Ben Saraf|以色列|2006-04-12|198|57`,
  "Washington Wizards": `
3|SG|西杰·麦科勒姆|CJ McCollum|美国|1991-09-19|191|76
20|C|亚历克斯·萨尔|Alex Sarr|法国|2005-04-26|213|72
0|SG|比拉尔·库利巴利|Bilal Coulibaly|法国|2004-07-26|198|71
22|SF|克里斯·米德尔顿|Khris Middleton|美国|1991-08-12|201|72
8|PG|巴布·卡林顿|Bub Carrington|美国|2005-07-01|193|68
18|SF|凯肖恩·乔治|Kyshawn George|瑞士|2003-12-12|203|67
24|SF|科里·基斯珀特|Corey Kispert|美国|1999-03-03|198|66
7|SF|卡姆·惠特莫尔|Cam Whitmore|美国|2004-07-08|198|64
12|SG|特雷·约翰逊|Tre Johnson|美国|2006-03-30|196|64
35|PF|马文·巴格利三世|Marvin Bagley III|美国|1999-03-14|208|64
27|SF|威尔·莱利|Will Riley|加拿大|2006-02-09|203|58
9|SF|贾斯汀·尚帕尼|Justin Champagnie|美国|2001-06-29|198|60
11|SG|马拉奇·布拉纳姆|Malaki Branham|美国|2003-05-12|196|60
15|C|特里斯坦·武切维奇|Tristan Vukčević|塞尔维亚|2003-03-11|213|58
16|PF|安东尼·吉尔|Anthony Gill|美国|1992-10-17|203|57`,
  "Oklahoma City Thunder": `
2|PG|谢伊·吉尔杰斯-亚历山大|Shai Gilgeous-Alexander|加拿大|1998-07-12|198|95
8|SF|杰伦·威廉姆斯|Jalen Williams|美国|2001-04-14|196|86
7|C|切特·霍姆格伦|Chet Holmgren|美国|2002-05-01|216|84
55|C|以赛亚·哈尔滕施泰因|Isaiah Hartenstein|德国|1998-05-05|213|77
9|SG|亚历克斯·卡鲁索|Alex Caruso|美国|1994-02-28|196|75
5|SG|卢根茨·多尔特|Luguentz Dort|加拿大|1999-04-19|193|75
22|PG|卡森·华莱士|Cason Wallace|美国|2003-11-07|193|73
11|SG|以赛亚·乔|Isaiah Joe|美国|1999-07-02|191|70
21|SG|阿隆·威金斯|Aaron Wiggins|美国|1999-01-02|198|69
25|PG|阿杰·米切尔|Ajay Mitchell|比利时|2002-04-30|193|68
6|PF|杰林·威廉姆斯|Jaylin Williams|美国|2002-06-29|206|65
34|PF|肯里奇·威廉姆斯|Kenrich Williams|美国|1994-12-02|198|64
13|PF|奥斯曼·迪昂|Ousmane Dieng|法国|2003-05-21|208|60
44|PG|尼古拉·托皮奇|Nikola Topić|塞尔维亚|2005-08-10|198|60
12|C|托马斯·索伯|Thomas Sorber|美国|2006-03-25|208|58`,
  "Denver Nuggets": `
15|C|尼古拉·约基奇|Nikola Jokić|塞尔维亚|1995-02-19|211|95
27|PG|贾马尔·穆雷|Jamal Murray|加拿大|1997-02-23|193|85
32|PF|阿隆·戈登|Aaron Gordon|美国|1995-09-16|203|79
0|SG|克里斯蒂安·布劳恩|Christian Braun|美国|2001-04-17|198|77
23|SF|卡梅隆·约翰逊|Cameron Johnson|美国|1996-03-03|203|77
17|C|约纳斯·瓦兰丘纳斯|Jonas Valančiūnas|立陶宛|1992-05-06|211|71
11|SG|布鲁斯·布朗|Bruce Brown|美国|1996-08-15|193|68
10|SG|小蒂姆·哈达威|Tim Hardaway Jr.|美国|1992-03-16|196|68
8|SF|佩顿·沃特森|Peyton Watson|美国|2002-09-11|201|67
3|SG|朱利安·斯特劳瑟|Julian Strawther|美国|2002-04-18|198|64
22|PF|泽克·恩纳吉|Zeke Nnaji|美国|2001-01-09|206|60
24|PG|杰伦·皮克特|Jalen Pickett|美国|1999-10-22|193|60
14|PF|达龙·霍姆斯二世|DaRon Holmes II|美国|2002-08-15|206|58
5|SF|亨特·泰森|Hunter Tyson|美国|2000-06-13|203|57`,
  "Houston Rockets": `
7|SF|凯文·杜兰特|Kevin Durant|美国|1988-09-29|211|88
28|C|阿尔佩伦·申京|Alperen Şengün|土耳其|2002-07-25|211|85
1|SG|阿门·汤普森|Amen Thompson|美国|2003-01-30|201|80
5|PG|弗雷德·范弗利特|Fred VanVleet|美国|1994-02-25|185|77
10|PF|小贾巴里·史密斯|Jabari Smith Jr.|美国|2003-05-13|211|75
17|PF|塔里·伊森|Tari Eason|美国|2001-05-10|203|72
15|PG|里德·谢泼德|Reed Sheppard|美国|2004-06-24|188|70
12|C|史蒂文·亚当斯|Steven Adams|新西兰|1993-07-20|211|70
30|C|克林特·卡佩拉|Clint Capela|瑞士|1994-05-18|208|66
2|SF|多里安·芬尼-史密斯|Dorian Finney-Smith|美国|1993-05-04|201|66
0|PG|阿隆·霍勒迪|Aaron Holiday|美国|1996-09-30|183|62
20|SG|乔什·奥科吉|Josh Okogie|尼日利亚|1998-09-01|193|60
8|SF|杰肖恩·泰特|Jae'Sean Tate|美国|1995-10-28|193|60
32|PF|杰夫·格林|Jeff Green|美国|1986-08-28|203|58`,
  "San Antonio Spurs": `
1|C|维克托·文班亚马|Victor Wembanyama|法国|2004-01-04|224|93
4|PG|达龙·福克斯|De'Aaron Fox|美国|1997-12-20|191|82
5|SG|斯蒂芬·卡斯尔|Stephon Castle|美国|2004-11-01|198|76
24|SG|德文·瓦塞尔|Devin Vassell|美国|2000-08-23|196|75
2|PG|迪伦·哈珀|Dylan Harper|美国|2006-03-02|196|72
40|SF|哈里森·巴恩斯|Harrison Barnes|美国|1992-05-30|203|71
3|SF|凯尔登·约翰逊|Keldon Johnson|美国|1999-10-11|196|71
10|PF|杰里米·索汉|Jeremy Sochan|波兰|2003-05-20|203|68
30|SF|朱利安·尚帕尼|Julian Champagnie|美国|2001-06-29|203|66
7|C|卢克·科内特|Luke Kornet|美国|1995-07-15|218|66
41|C|凯利·奥利尼克|Kelly Olynyk|加拿大|1991-04-19|211|64
11|SF|卡特·布莱恩特|Carter Bryant|美国|2005-10-11|203|62
18|C|比斯马克·比永博|Bismack Biyombo|刚果(金)|1992-08-28|203|58
6|PG|乔丹·麦克劳克林|Jordan McLaughlin|美国|1996-04-09|183|57`,
  "Minnesota Timberwolves": `
5|SG|安东尼·爱德华兹|Anthony Edwards|美国|2001-08-05|193|91
30|PF|朱利叶斯·兰德尔|Julius Randle|美国|1994-11-29|206|80
27|C|鲁迪·戈贝尔|Rudy Gobert|法国|1992-06-26|216|79
3|SF|杰登·麦克丹尼尔斯|Jaden McDaniels|美国|2000-09-29|206|77
11|C|纳兹·里德|Naz Reid|美国|1999-08-26|206|75
0|SG|唐特·迪温琴佐|Donte DiVincenzo|美国|1997-01-31|193|74
10|PG|迈克·康利|Mike Conley|美国|1987-10-11|185|68
4|PG|罗伯·迪林厄姆|Rob Dillingham|美国|2005-01-04|185|62
1|SG|小特伦斯·香农|Terrence Shannon Jr.|美国|2000-07-30|198|62
22|SG|杰伦·克拉克|Jaylen Clark|美国|2001-10-13|196|62
33|PF|伦纳德·米勒|Leonard Miller|加拿大|2003-11-26|208|58
19|C|琼·贝林格|Joan Beringer|法国|2006-11-18|211|58
7|SF|乔·英格尔斯|Joe Ingles|澳大利亚|1987-10-02|206|57
9|SF|约翰尼·朱藏|Johnny Juzang|美国|2001-03-17|198|57`,
  "Los Angeles Lakers": `
77|PG|卢卡·东契奇|Luka Dončić|斯洛文尼亚|1999-02-28|198|94
23|SF|勒布朗·詹姆斯|LeBron James|美国|1984-12-30|206|88
15|SG|奥斯汀·里夫斯|Austin Reaves|美国|1998-05-29|196|82
5|C|德安德烈·艾顿|Deandre Ayton|巴哈马|1998-07-23|213|75
28|PF|八村塁|Rui Hachimura|日本|1998-02-08|203|74
36|SG|马库斯·斯马特|Marcus Smart|美国|1994-03-06|191|70
12|SF|杰克·拉拉维亚|Jake LaRavia|美国|2001-11-03|201|67
11|C|杰克森·海耶斯|Jaxson Hayes|美国|2000-05-23|213|64
2|PF|贾里德·范德比尔特|Jarred Vanderbilt|美国|1999-04-03|203|63
4|SG|道尔顿·克内克特|Dalton Knecht|美国|2001-04-19|196|63
7|PG|加布·文森特|Gabe Vincent|尼日利亚|1996-06-14|188|62
42|PF|马克西·克勒贝尔|Maxi Kleber|德国|1992-01-29|208|60
9|PG|布朗尼·詹姆斯|Bronny James|美国|2004-10-06|188|56
1|SF|阿杜·蒂埃罗|Adou Thiero|美国|2004-05-08|203|56`,
  "Golden State Warriors": `
30|PG|斯蒂芬·库里|Stephen Curry|美国|1988-03-14|188|90
10|SF|吉米·巴特勒|Jimmy Butler|美国|1989-09-14|201|82
23|PF|德雷蒙德·格林|Draymond Green|美国|1990-03-04|198|75
00|PF|乔纳森·库明加|Jonathan Kuminga|刚果(金)|2002-10-06|201|75
2|SG|布兰丁·波杰姆斯基|Brandin Podziemski|美国|2003-02-25|193|73
4|SG|摩西·穆迪|Moses Moody|美国|2002-05-31|196|70
24|SG|巴迪·希尔德|Buddy Hield|巴哈马|1992-12-17|193|70
20|C|艾尔·霍福德|Al Horford|多米尼加|1986-06-03|206|70
8|PG|德安东尼·梅尔顿|De'Anthony Melton|美国|1998-05-28|188|67
21|C|昆顿·波斯特|Quinten Post|荷兰|2000-03-21|213|64
32|C|特雷斯·杰克逊-戴维斯|Trayce Jackson-Davis|美国|2000-02-22|206|62
15|SF|吉·桑托斯|Gui Santos|巴西|2002-06-22|201|60
31|SG|塞斯·库里|Seth Curry|美国|1990-08-23|188|60
3|SG|威尔·理查德|Will Richard|美国|2002-12-05|193|58
61|PG|帕特·斯宾塞|Pat Spencer|美国|1996-04-13|188|56`,
  "LA Clippers": `
2|SF|科怀·伦纳德|Kawhi Leonard|美国|1991-06-29|198|87
1|PG|詹姆斯·哈登|James Harden|美国|1989-08-26|196|84
40|C|伊维察·祖巴茨|Ivica Zubac|克罗地亚|1997-03-18|213|78
20|PF|约翰·科林斯|John Collins|美国|1997-09-23|206|74
0|SG|布拉德利·比尔|Bradley Beal|美国|1993-06-28|193|73
10|SG|波格丹·波格丹诺维奇|Bogdan Bogdanović|塞尔维亚|1992-08-18|196|68
55|SF|小德里克·琼斯|Derrick Jones Jr.|美国|1997-02-15|198|68
11|C|布鲁克·洛佩斯|Brook Lopez|美国|1988-04-01|213|68
8|PG|克里斯·邓恩|Kris Dunn|美国|1994-03-18|191|66
3|PG|克里斯·保罗|Chris Paul|美国|1985-05-06|183|66
33|SF|尼古拉·巴图姆|Nicolas Batum|法国|1988-12-14|203|62
12|SG|卡姆·克里斯蒂|Cam Christie|美国|2005-07-16|196|58
23|SG|科比·桑德斯|Kobe Sanders|美国|2002-06-15|203|58
24|SF|乔丹·米勒|Jordan Miller|美国|2000-01-23|198|57
26|C|亚尼克·科南·尼德豪泽|Yanic Konan Niederhäuser|瑞士|2003-06-11|211|58`,
  "Dallas Mavericks": `
3|PF|安东尼·戴维斯|Anthony Davis|美国|1993-03-11|208|86
11|PG|凯里·欧文|Kyrie Irving|美国|1992-03-23|188|84
32|SF|库珀·弗拉格|Cooper Flagg|美国|2006-12-21|206|80
25|PF|皮杰·华盛顿|P.J. Washington|美国|1998-08-23|201|74
31|SG|克莱·汤普森|Klay Thompson|美国|1990-02-08|198|72
2|C|德里克·莱夫利二世|Dereck Lively II|美国|2004-02-12|216|72
21|C|丹尼尔·加福德|Daniel Gafford|美国|1998-10-01|208|72
5|PG|丹吉洛·拉塞尔|D'Angelo Russell|美国|1996-02-23|193|70
13|SF|纳吉·马歇尔|Naji Marshall|美国|1998-01-24|201|70
00|SG|马克斯·克里斯蒂|Max Christie|美国|2003-02-10|196|68
16|SF|凯莱布·马丁|Caleb Martin|美国|1995-09-28|196|62
1|SG|杰登·哈迪|Jaden Hardy|美国|2002-07-05|193|62
7|C|德怀特·鲍威尔|Dwight Powell|加拿大|1991-07-20|208|60
10|PG|布兰登·威廉姆斯|Brandon Williams|美国|1999-11-22|185|60
18|SF|奥利维耶-马克桑斯·普罗斯珀|Olivier-Maxence Prosper|加拿大|2002-07-03|201|58`,
  "Phoenix Suns": `
1|SG|德文·布克|Devin Booker|美国|1996-10-30|196|88
4|SG|杰伦·格林|Jalen Green|美国|2002-02-09|193|78
3|SF|狄龙·布鲁克斯|Dillon Brooks|加拿大|1996-01-22|198|74
15|C|马克·威廉姆斯|Mark Williams|美国|2001-12-16|213|74
8|SG|格雷森·阿伦|Grayson Allen|美国|1995-10-08|193|70
00|SF|罗伊斯·奥尼尔|Royce O'Neale|美国|1993-06-05|193|68
12|PG|科林·吉莱斯皮|Collin Gillespie|美国|1999-06-25|185|62
11|C|奥索·伊戈达罗|Oso Ighodaro|美国|2002-06-27|211|62
14|C|尼克·理查兹|Nick Richards|牙买加|1997-11-29|211|62
9|C|卡曼·马卢阿赫|Khaman Maluach|南苏丹|2006-09-14|218|60
21|PF|奈杰尔·海斯-戴维斯|Nigel Hayes-Davis|美国|1994-12-16|203|60
20|PF|拉希尔·弗莱明|Rasheer Fleming|美国|2004-08-10|203|58
5|SG|科比·布雷亚|Koby Brea|美国|2002-03-11|198|56`,
  "Memphis Grizzlies": `
12|PG|贾·莫兰特|Ja Morant|美国|1999-08-10|188|85
13|PF|小贾伦·杰克逊|Jaren Jackson Jr.|美国|1999-09-15|208|82
14|C|扎克·埃迪|Zach Edey|加拿大|2002-05-14|224|72
7|PF|圣地亚哥·阿尔达马|Santi Aldama|西班牙|2001-01-10|213|71
10|SG|泰·杰罗姆|Ty Jerome|美国|1997-07-08|196|71
2|SG|肯塔维厄斯·考德威尔-波普|Kentavious Caldwell-Pope|美国|1993-02-18|196|69
0|SG|杰伦·威尔斯|Jaylen Wells|美国|2003-10-05|201|66
23|SG|塞德里克·考沃德|Cedric Coward|美国|2003-05-12|198|64
5|SG|小文斯·威廉姆斯|Vince Williams Jr.|美国|2000-08-30|193|64
1|PG|小斯科蒂·皮蓬|Scotty Pippen Jr.|美国|2000-11-10|185|64
45|PF|杰拉尔德·杰克逊|GG Jackson|美国|2004-12-17|206|62
15|PF|布兰登·克拉克|Brandon Clarke|加拿大|1996-09-19|203|62
31|C|乔克·兰代尔|Jock Landale|澳大利亚|1995-10-25|211|62
46|SG|约翰·孔查尔|John Konchar|美国|1996-03-22|196|60
24|SG|卡姆·斯宾塞|Cam Spencer|美国|2000-04-05|191|60`,
  "Portland Trail Blazers": `
8|SF|德尼·阿夫迪亚|Deni Avdija|以色列|2001-01-03|206|79
5|PG|朱·霍勒迪|Jrue Holiday|美国|1990-06-12|193|76
17|SG|谢登·夏普|Shaedon Sharpe|加拿大|2003-05-30|196|75
23|C|多诺万·克林根|Donovan Clingan|美国|2004-02-23|218|74
9|PF|杰拉米·格兰特|Jerami Grant|美国|1994-03-12|203|73
33|SF|图马尼·卡马拉|Toumani Camara|比利时|2000-05-08|203|73
00|PG|斯库特·亨德森|Scoot Henderson|美国|2004-02-03|188|70
35|C|罗伯特·威廉姆斯三世|Robert Williams III|美国|1997-10-17|206|66
4|SF|马蒂斯·赛布尔|Matisse Thybulle|澳大利亚|1997-03-04|196|64
16|C|杨瀚森|Yang Hansen|中国|2005-06-26|216|62
24|SF|克里斯·默里|Kris Murray|美国|2000-08-19|203|62
72|SF|拉扬·鲁珀特|Rayan Rupert|法国|2004-05-31|198|58
25|SG|西迪·西索科|Sidy Cissoko|法国|2004-04-02|198|58
2|SG|凯莱布·洛夫|Caleb Love|美国|2001-09-27|193|57`,
  "Sacramento Kings": `
11|C|多曼塔斯·萨博尼斯|Domantas Sabonis|立陶宛|1996-05-03|206|81
8|SG|扎克·拉文|Zach LaVine|美国|1995-03-10|196|80
10|SF|德玛尔·德罗赞|DeMar DeRozan|美国|1989-08-07|198|78
0|SG|马利克·蒙克|Malik Monk|美国|1998-02-04|191|74
13|PF|基根·穆雷|Keegan Murray|美国|2000-08-19|203|74
17|PG|丹尼斯·施罗德|Dennis Schröder|德国|1993-09-15|185|70
18|PG|拉塞尔·威斯布鲁克|Russell Westbrook|美国|1988-11-12|191|70
23|SG|基昂·埃利斯|Keon Ellis|美国|2000-01-08|191|66
9|PF|达里奥·沙里奇|Dario Šarić|克罗地亚|1994-04-08|208|62
22|PG|德文·卡特|Devin Carter|美国|2002-03-02|188|62
15|C|德鲁·尤班克斯|Drew Eubanks|美国|1997-02-01|208|60
5|SF|尼克·克利福德|Nique Clifford|美国|2002-01-16|198|60
42|C|马克西姆·雷诺|Maxime Raynaud|法国|2003-05-08|216|60`,
  "New Orleans Pelicans": `
1|PF|锡安·威廉姆森|Zion Williamson|美国|2000-07-06|198|81
25|SF|特雷·墨菲三世|Trey Murphy III|美国|2000-06-18|206|78
3|SG|乔丹·普尔|Jordan Poole|美国|1999-06-19|193|73
5|SF|赫伯特·琼斯|Herbert Jones|美国|1998-10-06|201|72
21|C|伊夫·米西|Yves Missi|喀麦隆|2004-02-20|211|68
0|PG|杰里迈亚·菲尔斯|Jeremiah Fears|美国|2006-10-14|193|66
22|C|德里克·奎因|Derik Queen|美国|2005-01-26|208|66
15|PG|何塞·阿尔瓦拉多|Jose Alvarado|波多黎各|1998-04-12|183|66
41|SF|萨迪克·贝|Saddiq Bey|美国|1999-04-09|201|66
55|C|凯文·卢尼|Kevon Looney|美国|1996-02-06|206|62
24|SG|乔丹·霍金斯|Jordan Hawkins|美国|2002-04-29|196|62
17|PF|卡洛·马特科维奇|Karlo Matković|克罗地亚|2001-03-11|208|60
7|SG|布赖斯·麦高文斯|Bryce McGowens|美国|2002-11-08|198|58
8|SF|米卡·皮维|Micah Peavy|美国|2001-11-08|196|57`,
  "Utah Jazz": `
23|PF|劳里·马尔卡宁|Lauri Markkanen|芬兰|1997-05-22|216|82
24|C|沃克·凯斯勒|Walker Kessler|美国|2001-07-26|216|74
3|PG|基扬特·乔治|Keyonte George|美国|2003-11-08|193|74
19|SF|艾斯·贝利|Ace Bailey|美国|2006-08-13|208|68
30|C|尤素夫·努尔基奇|Jusuf Nurkić|波黑|1994-08-23|213|66
13|PG|以赛亚·科利尔|Isaiah Collier|美国|2004-07-02|193|64
22|C|凯尔·菲利波夫斯基|Kyle Filipowski|美国|2003-11-07|211|64
28|SF|布莱斯·森萨博|Brice Sensabaugh|美国|2003-10-30|198|64
0|PF|泰勒·亨德里克斯|Taylor Hendricks|美国|2003-11-22|206|62
31|PF|乔治斯·尼昂|Georges Niang|美国|1993-06-17|201|62
1|PG|小沃尔特·克莱顿|Walter Clayton Jr.|美国|2003-03-06|188|62
5|SF|科迪·威廉姆斯|Cody Williams|美国|2004-11-20|201|60
10|SG|斯维亚托斯拉夫·米哈伊柳克|Svi Mykhailiuk|乌克兰|1997-06-10|201|60
42|PF|凯文·乐福|Kevin Love|美国|1988-09-07|203|60
9|SG|约翰·通杰|John Tonje|美国|2001-03-01|196|56`,
};
