import type { SquadSheet } from "./squad-sheet";

// 2025-26 squads (summer 2025 transfers) of the 欧冠 sides outside the top five leagues.
// prettier-ignore
export const championsLeagueClubSquads: SquadSheet = {
  "Sporting CP": `
1|GK|鲁伊·席尔瓦|Rui Silva|葡萄牙|1994-02-07|191|82
12|GK|若昂·维尔吉尼亚|João Virgínia|葡萄牙|1999-10-10|191|68
41|GK|迪奥戈·平托|Diogo Pinto|葡萄牙|2004-04-23|190|60
25|DC|贡萨洛·伊纳西奥|Gonçalo Inácio|葡萄牙|2001-08-25|185|82
26|DC|乌斯曼·迪奥曼德|Ousmane Diomande|科特迪瓦|2003-12-04|190|81
72|DC|爱德华多·夸雷斯马|Eduardo Quaresma|葡萄牙|2002-03-02|184|78
6|DC|泽诺·德巴斯特|Zeno Debast|比利时|2003-10-24|191|79
20|DL|马克西米利亚诺·阿劳霍|Maximiliano Araújo|乌拉圭|2000-02-15|177|80
22|DR|伊万·弗雷斯内达|Iván Fresneda|西班牙|2004-09-28|180|75
13|DR|耶奥伊奥斯·瓦伊亚尼迪斯|Georgios Vagiannidis|希腊|2001-09-12|183|75
2|DL|马特乌斯·雷斯|Matheus Reis|巴西|1995-02-18|180|73
42|DM|莫滕·尤尔曼德|Morten Hjulmand|丹麦|1999-06-25|185|84
8|AM|佩德罗·贡萨尔维斯|Pedro Gonçalves|葡萄牙|1998-06-28|173|83
5|DM|守田英正|Hidemasa Morita|日本|1995-05-10|177|79
23|MC|丹尼尔·布拉甘萨|Daniel Bragança|葡萄牙|1999-05-27|173|77
14|MC|吉奥尔吉·科乔拉什维利|Giorgi Kochorashvili|格鲁吉亚|1999-06-29|180|76
52|MC|若昂·西芒伊斯|João Simões|葡萄牙|2006-01-31|180|72
17|RW|弗朗西斯科·特林康|Francisco Trincão|葡萄牙|1999-12-29|184|84
10|RW|热尼·卡塔莫|Geny Catamo|莫桑比克|2001-01-26|169|78
57|RW|若瓦尼·肯达|Geovany Quenda|葡萄牙|2007-04-30|170|78
9|ST|路易斯·哈维尔·苏亚雷斯|Luis Javier Suárez|哥伦比亚|1997-12-02|185|82
19|ST|福蒂斯·约安尼迪斯|Fotis Ioannidis|希腊|2000-01-10|189|79
11|LW|努诺·桑托斯|Nuno Santos|葡萄牙|1995-02-13|177|75`,
  "SL Benfica": `
1|GK|阿纳托利·特鲁宾|Anatoliy Trubin|乌克兰|2001-08-01|199|84
24|GK|萨穆埃尔·苏亚雷斯|Samuel Soares|葡萄牙|2002-06-15|190|70
30|DC|尼古拉斯·奥塔门迪|Nicolás Otamendi|阿根廷|1988-02-12|183|82
4|DC|安东尼奥·席尔瓦|António Silva|葡萄牙|2003-10-30|187|81
44|DC|托马斯·阿劳若|Tomás Araújo|葡萄牙|2002-05-16|187|80
17|DR|阿马尔·德迪奇|Amar Dedić|波黑|2002-08-18|180|79
6|DR|亚历山大·巴赫|Alexander Bah|丹麦|1997-12-09|180|76
26|DL|萨穆埃尔·达尔|Samuel Dahl|瑞典|2003-03-04|180|77
3|DL|拉斐尔·奥夫拉多尔|Rafael Obrador|西班牙|2004-02-24|176|72
8|MC|弗雷德里克·奥斯内斯|Fredrik Aursnes|挪威|1995-12-10|180|82
5|DM|恩佐·巴雷内切亚|Enzo Barrenechea|阿根廷|2001-05-07|186|79
20|MC|理查德·里奥斯|Richard Ríos|哥伦比亚|2000-06-02|183|81
18|MC|莱安德罗·巴雷罗|Leandro Barreiro|卢森堡|2000-01-03|174|78
10|AM|格奥尔基·苏达科夫|Georgiy Sudakov|乌克兰|2002-09-01|181|82
21|LW|安德烈亚斯·舍尔德鲁普|Andreas Schjelderup|挪威|2004-06-01|174|77
27|DM|马努·席尔瓦|Manu Silva|葡萄牙|2001-08-28|178|74
14|ST|万格利斯·帕夫利迪斯|Vangelis Pavlidis|希腊|1998-11-21|185|85
11|RW|多迪·卢克巴基奥|Dodi Lukébakio|比利时|1997-09-24|187|80
9|ST|弗拉尼奥·伊万诺维奇|Franjo Ivanović|克罗地亚|2003-09-08|183|76
25|RW|吉安卢卡·普雷斯蒂安尼|Gianluca Prestianni|阿根廷|2006-01-31|165|74
7|LW|布鲁马|Bruma|葡萄牙|1994-10-24|173|74
29|ST|恩里克·阿劳若|Henrique Araújo|葡萄牙|2002-01-19|181|70`,
  "PSV Eindhoven": `
1|GK|马泰伊·科瓦日|Matěj Kovář|捷克|2000-05-17|196|78
16|GK|约埃尔·德罗梅尔|Joël Drommel|荷兰|1996-11-16|193|68
32|GK|尼克·斯希克斯|Niek Schiks|荷兰|2004-03-29|192|58
4|DC|阿曼多·奥比斯波|Armando Obispo|库拉索|1999-03-05|185|76
3|DC|亚雷克·加西奥罗夫斯基|Yarek Gasiorowski|西班牙|2005-01-12|188|76
6|DC|赖安·弗拉明戈|Ryan Flamingo|荷兰|2002-12-31|188|77
8|DR|塞尔吉尼奥·德斯特|Sergiño Dest|美国|2000-11-03|171|77
2|DR|基利安·西尔迪利亚|Kiliann Sildillia|法国|2002-05-16|183|73
29|DL|阿纳斯·萨拉赫丁|Anass Salah-Eddine|摩洛哥|2002-01-18|176|75
17|DL|毛罗·儒尼奥尔|Mauro Júnior|巴西|1999-05-06|172|76
22|DM|耶尔迪·斯豪滕|Jerdy Schouten|荷兰|1997-01-12|185|80
23|MC|乔伊·维尔曼|Joey Veerman|荷兰|1998-11-19|183|79
20|MC|古斯·蒂尔|Guus Til|荷兰|1997-12-22|185|79
34|AM|伊斯梅尔·赛巴里|Ismael Saibari|摩洛哥|2001-01-28|183|81
10|AM|保罗·万纳|Paul Wanner|奥地利|2005-12-23|185|76
5|ML|伊万·佩里西奇|Ivan Perišić|克罗地亚|1989-02-02|186|77
19|AM|埃斯米尔·拜拉克塔雷维奇|Esmir Bajraktarević|波黑|2005-03-10|178|72
9|ST|里卡多·佩皮|Ricardo Pepi|美国|2003-01-09|185|77
27|RW|丹尼斯·曼|Dennis Man|罗马尼亚|1998-08-26|180|76
11|LW|舒艾布·德里乌埃奇|Couhaib Driouech|荷兰|2002-04-17|177|76
14|ST|阿拉萨内·普莱亚|Alassane Pléa|法国|1993-03-10|181|75
7|ST|迈伦·博阿杜|Myron Boadu|荷兰|2001-01-14|180|71`,
  "Feyenoord": `
22|GK|蒂蒙·韦伦罗伊特|Timon Wellenreuther|德国|1995-12-03|187|77
1|GK|贾斯廷·比洛|Justin Bijlow|荷兰|1998-01-22|188|76
4|DC|格尔诺特·特劳纳|Gernot Trauner|奥地利|1992-03-25|188|77
3|DC|渡边刚|Tsuyoshi Watanabe|日本|1997-02-05|184|76
5|DC|阿内尔·艾哈迈德霍季奇|Anel Ahmedhodžić|波黑|1999-03-26|191|76
18|DC|托马斯·贝伦|Thomas Beelen|荷兰|2001-05-24|190|72
2|DR|乔尔丹·洛通巴|Jordan Lotomba|瑞士|1998-09-29|176|74
30|DR|希瓦伊罗·里德|Givairo Read|荷兰|2006-05-16|180|73
15|DL|乔丹·博斯|Jordan Bos|澳大利亚|2002-10-29|183|75
12|DL|希斯·斯马尔|Gijs Smal|荷兰|1997-02-09|183|73
10|MC|昆滕·廷伯|Quinten Timber|荷兰|2001-06-17|177|79
8|MC|黄仁范|Hwang In-beom|韩国|1996-09-20|177|78
14|AM|塞姆·斯泰恩|Sem Steijn|荷兰|2001-11-15|180|77
20|MC|卢西亚诺·瓦伦特|Luciano Valente|荷兰|2003-10-04|181|75
28|DM|雅各布·莫德尔|Jakub Moder|波兰|1999-04-07|191|72
33|DC|杰兰·米切尔|Jeyland Mitchell|哥斯达黎加|2004-11-05|188|70
27|MC|托比亚斯·范登埃尔肖特|Tobias van den Elshout|荷兰|2005-01-11|178|66
24|AM|卡尔文·斯腾斯|Calvin Stengs|荷兰|1998-12-18|181|74
9|ST|上田绮世|Ayase Ueda|日本|1998-08-28|182|79
23|LW|阿尼斯·哈吉·穆萨|Anis Hadj Moussa|阿尔及利亚|2002-02-11|170|77
7|RW|贡萨洛·博尔热斯|Gonçalo Borges|葡萄牙|2001-03-29|174|73
11|LW|莱奥·绍尔|Leo Sauer|斯洛伐克|2005-12-16|180|72`,
  "Celtic": `
1|GK|卡斯珀·舒梅切尔|Kasper Schmeichel|丹麦|1986-11-05|185|77
12|GK|维利亚米·西尼萨洛|Viljami Sinisalo|芬兰|2001-10-11|191|68
29|GK|斯科特·贝恩|Scott Bain|苏格兰|1991-11-22|183|60
20|DC|卡梅伦·卡特-维克斯|Cameron Carter-Vickers|美国|1997-12-31|183|76
5|DC|利亚姆·斯凯尔斯|Liam Scales|爱尔兰|1998-08-08|190|73
6|DC|奥斯顿·特鲁斯蒂|Auston Trusty|美国|1998-08-12|191|73
2|DR|阿利斯泰尔·约翰斯顿|Alistair Johnston|加拿大|1998-10-08|180|75
63|DL|基兰·蒂尔尼|Kieran Tierney|苏格兰|1997-06-05|178|74
56|DR|安东尼·拉尔斯顿|Anthony Ralston|苏格兰|1998-11-16|180|68
42|DM|卡勒姆·麦格雷戈|Callum McGregor|苏格兰|1993-06-14|178|77
41|MC|旗手怜央|Reo Hatate|日本|1997-11-21|170|77
27|MC|阿尔内·恩格斯|Arne Engels|比利时|2003-09-08|185|76
8|AM|本杰明·尼格伦|Benjamin Nygren|瑞典|2001-07-08|181|76
28|MC|保罗·贝尔纳多|Paulo Bernardo|葡萄牙|2002-01-24|183|73
14|MC|卢克·麦考恩|Luke McCowan|苏格兰|1997-12-09|178|70
38|LW|前田大然|Daizen Maeda|日本|1997-10-20|173|79
10|RW|若塔|Jota|葡萄牙|1999-03-30|173|74
13|LW|梁贤俊|Yang Hyun-jun|韩国|2002-05-25|180|71
9|ST|亚当·伊达|Adam Idah|爱尔兰|2001-02-11|191|73
7|ST|凯莱希·伊希安阿丘|Kelechi Iheanacho|尼日利亚|1996-10-03|185|72
17|RW|塞巴斯蒂安·图内克蒂|Sebastian Tounekti|突尼斯|2002-07-13|176|72
24|ST|约翰尼·肯尼|Johnny Kenny|爱尔兰|2003-03-08|180|67
19|LW|米歇尔-安热·巴利奎沙|Michel-Ange Balikwisha|比利时|2001-05-10|176|70`,
  "Galatasaray": `
1|GK|乌乌尔詹·恰克尔|Uğurcan Çakır|土耳其|1996-04-05|191|83
19|GK|居纳伊·居文奇|Günay Güvenç|土耳其|1991-06-25|190|70
50|GK|巴图汉·申|Batuhan Şen|土耳其|1999-02-03|190|60
6|DC|达文森·桑切斯|Davinson Sánchez|哥伦比亚|1996-06-12|187|81
42|DC|阿卜杜勒克里姆·巴尔达克哲|Abdülkerim Bardakcı|土耳其|1994-09-07|186|79
90|DR|维尔弗里德·辛戈|Wilfried Singo|科特迪瓦|2000-12-25|190|80
23|DC|卡安·艾汉|Kaan Ayhan|土耳其|1994-11-10|185|74
4|DC|梅特汉·巴尔塔哲|Metehan Baltacı|土耳其|2002-11-03|188|68
17|DL|埃伦·埃尔马勒|Eren Elmalı|土耳其|2000-07-07|178|76
93|DL|伊斯梅尔·雅各布斯|Ismail Jakobs|塞内加尔|1999-08-17|184|77
21|DR|普热梅斯瓦夫·弗兰科夫斯基|Przemysław Frankowski|波兰|1995-04-12|176|76
34|DM|卢卡斯·托雷拉|Lucas Torreira|乌拉圭|1996-02-11|166|80
20|MC|伊尔卡伊·京多安|İlkay Gündoğan|德国|1990-10-24|180|82
8|MC|加布里埃尔·萨拉|Gabriel Sara|巴西|1999-06-26|180|80
99|DM|马里奥·莱米纳|Mario Lemina|加蓬|1993-09-01|184|77
18|MC|贝尔坎·库特卢|Berkan Kutlu|土耳其|1998-01-25|176|72
11|AM|尤努斯·阿克贡|Yunus Akgün|土耳其|2000-07-07|175|78
45|ST|维克托·奥斯梅恩|Victor Osimhen|尼日利亚|1998-12-29|185|88
10|RW|勒罗伊·萨内|Leroy Sané|德国|1996-01-11|183|84
9|ST|毛罗·伊卡尔迪|Mauro Icardi|阿根廷|1993-02-19|181|79
53|LW|巴里斯·阿尔佩尔·耶尔马兹|Barış Alper Yılmaz|土耳其|2000-05-23|186|81
7|RW|罗兰·绍洛伊|Roland Sallai|匈牙利|1997-05-22|178|78
35|MC|埃于普·艾登|Eyüp Aydın|土耳其|2004-02-07|176|66`,
  "Club Brugge": `
22|GK|西蒙·米尼奥莱|Simon Mignolet|比利时|1988-03-06|193|74
29|GK|诺尔丁·雅克尔斯|Nordin Jackers|比利时|1997-09-05|191|68
4|DC|乔尔·奥多涅斯|Joel Ordóñez|厄瓜多尔|2004-04-21|188|75
44|DC|布兰登·梅歇莱|Brandon Mechele|比利时|1993-01-28|187|72
58|DC|约尔内·斯皮莱尔斯|Jorne Spileers|比利时|2005-03-21|189|70
5|DC|扎伊德·罗梅罗|Zaid Romero|阿根廷|1999-06-15|193|70
64|DR|基里亚尼·萨贝|Kyriani Sabbe|比利时|2005-02-08|180|70
41|DR|于戈·西凯|Hugo Siquet|比利时|2002-07-09|178|68
14|DL|比约恩·迈耶|Bjorn Meijer|荷兰|2003-03-18|183|71
65|DL|华金·塞伊斯|Joaquin Seys|比利时|2005-03-15|180|69
20|AM|汉斯·瓦纳肯|Hans Vanaken|比利时|1992-08-24|195|76
15|DM|拉斐尔·奥涅迪卡|Raphael Onyedika|尼日利亚|2001-04-19|183|75
25|MC|亚历山大·斯坦科维奇|Aleksandar Stanković|塞尔维亚|2005-08-09|181|71
10|MC|雨果·维特勒森|Hugo Vetlesen|挪威|2000-02-29|181|71
6|MC|卢多维特·赖斯|Ludovit Reis|斯洛伐克|2000-06-01|173|70
8|LW|赫里斯托斯·佐利斯|Christos Tzolis|希腊|2002-01-30|178|77
11|RW|卡洛斯·福布斯|Carlos Forbs|葡萄牙|2004-03-19|172|72
32|RW|马马杜·迪亚洪|Mamadou Diakhon|法国|2005-09-27|175|68
9|ST|尼科洛·特雷索尔迪|Nicolò Tresoldi|德国|2004-08-20|186|70
17|ST|罗密欧·维尔芒|Romeo Vermant|比利时|2004-01-22|188|68
19|ST|古斯塔夫·尼尔松|Gustaf Nilsson|瑞典|1997-05-23|196|69
30|MC|西塞·桑德拉|Cisse Sandra|比利时|2003-06-25|176|65`,
  "RB Salzburg": `
1|GK|亚历山大·施拉格尔|Alexander Schlager|奥地利|1996-02-01|184|72
33|GK|蒂莫·霍恩|Timo Horn|德国|1993-05-12|191|63
5|DC|雅各布·拉斯穆森|Jacob Rasmussen|丹麦|1997-05-28|190|70
4|DC|若阿内·加杜|Joane Gadou|法国|2007-01-23|196|70
3|DC|扬尼克·舒斯特|Jannik Schuster|奥地利|2006-05-03|186|66
22|DR|斯特凡·莱纳|Stefan Lainer|奥地利|1992-08-27|175|68
28|DL|弗兰斯·克雷齐希|Frans Krätzig|德国|2003-01-14|176|69
17|DL|阿莱克萨·特尔齐奇|Aleksa Terzić|塞尔维亚|1999-08-17|181|70
2|DR|蒂姆·特鲁默|Tim Trummer|奥地利|2006-03-17|180|64
18|MC|马兹·比德斯特鲁普|Mads Bidstrup|丹麦|2001-02-25|178|71
8|MC|莫里茨·谢尔高|Maurits Kjærgaard|丹麦|2003-06-26|184|71
10|AM|北野飒太|Sota Kitano|日本|2004-08-13|171|70
14|DM|苏迈拉·迪亚巴特|Soumaïla Diabaté|马里|2005-09-03|186|67
45|DM|马马迪·迪安布|Mamady Diambou|马里|2002-11-11|183|67
7|AM|凯里姆·阿拉伊贝戈维奇|Kerim Alajbegović|波黑|2007-09-21|181|70
11|LW|卡里姆·科纳特|Karim Konaté|科特迪瓦|2004-03-21|178|70
9|ST|佩塔尔·拉特科夫|Petar Ratkov|塞尔维亚|2003-08-18|193|69
19|RW|约尔贝·维尔特森|Yorbe Vertessen|比利时|2001-01-08|176|68
27|ST|埃德蒙·拜多|Edmund Baidoo|加纳|2005-03-22|180|66
30|RW|克莱芒·比绍夫|Clement Bischoff|丹麦|2005-04-21|178|66
40|ST|卡里姆·奥尼西沃|Karim Onisiwo|奥地利|1992-03-17|188|65
20|LW|穆萨·约|Moussa Yeo|科特迪瓦|2004-09-02|176|65`,
  "SK Slavia Praha": `
36|GK|因德日赫·斯坦内克|Jindřich Staněk|捷克|1996-04-27|192|72
1|GK|阿莱什·曼杜斯|Aleš Mandous|捷克|1992-04-21|189|63
4|DC|大卫·齐马|David Zima|捷克|1999-11-08|191|70
5|DC|伊戈·奥格布|Igoh Ogbu|尼日利亚|2000-02-08|190|69
3|DM|托马什·霍莱什|Tomáš Holeš|捷克|1993-03-31|181|68
27|DC|托马什·弗尔切克|Tomáš Vlček|捷克|2001-02-28|188|66
21|DR|大卫·多乌杰拉|David Douděra|捷克|1998-05-31|180|68
18|DL|扬·博日尔|Jan Bořil|捷克|1991-01-11|180|65
8|DL|大卫·尤拉塞克|David Jurásek|捷克|2000-08-07|181|68
17|MC|卢卡什·普罗沃德|Lukáš Provod|捷克|1996-10-23|185|71
10|MC|赫里斯托斯·扎费里斯|Christos Zafeiris|希腊|2003-02-23|180|71
19|DM|奥斯卡·多利|Oscar Dorley|利比里亚|1998-07-19|177|69
23|MC|米哈尔·萨迪莱克|Michal Sadílek|捷克|1999-05-31|180|69
26|RW|伊万·施兰茨|Ivan Schranz|斯洛伐克|1993-09-13|184|68
22|RW|瓦西尔·库舍伊|Vasil Kušej|捷克|2000-05-24|175|66
25|ST|托马什·霍里|Tomáš Chorý|捷克|1995-02-26|199|70
13|ST|莫伊米尔·希蒂尔|Mojmír Chytil|捷克|1999-04-29|184|67
9|ST|埃里克·普雷科普|Erik Prekop|斯洛伐克|1997-06-08|188|66
14|LW|尤苏法·姆博吉|Youssoupha Mbodji|塞内加尔|2004-07-29|180|64
7|MC|康拉德·瓦勒姆|Conrad Wallem|挪威|2000-06-09|180|67
2|DR|安德烈斯·杜米特雷斯库|Andres Dumitrescu|罗马尼亚|2001-08-11|178|65
20|DC|什捷潘·哈卢佩克|Štěpán Chaloupek|捷克|2003-03-08|190|65`,
  "Olympiacos": `
88|GK|康斯坦丁诺斯·佐拉基斯|Konstantinos Tzolakis|希腊|2002-11-08|190|74
1|GK|亚历山德罗斯·帕斯哈拉基斯|Alexandros Paschalakis|希腊|1989-07-28|187|63
45|DC|帕纳约蒂斯·雷特索斯|Panagiotis Retsos|希腊|1998-08-09|186|72
5|DC|洛伦佐·皮罗拉|Lorenzo Pirola|意大利|2002-02-20|191|73
3|DL|弗朗西斯科·奥尔特加|Francisco Ortega|阿根廷|1999-03-19|180|71
23|DR|罗迪内伊|Rodinei|巴西|1992-01-29|178|70
20|DR|科斯蒂尼亚|Costinha|葡萄牙|2000-03-26|179|70
70|DL|布鲁诺·奥涅马埃奇|Bruno Onyemaechi|尼日利亚|1999-04-03|182|68
16|DC|朱利安·比安科内|Giulian Biancone|法国|2000-03-31|186|67
4|DM|圣地亚哥·埃塞|Santiago Hezze|阿根廷|2001-10-22|180|72
32|DM|达尼·加西亚|Dani García|西班牙|1990-05-24|180|71
22|AM|希基尼奥|Chiquinho|葡萄牙|1995-07-05|177|72
96|MC|赫里斯托斯·穆扎基蒂斯|Christos Mouzakitis|希腊|2006-12-25|176|70
8|MC|迪奥戈·纳西门托|Diogo Nascimento|葡萄牙|2002-07-21|177|68
10|RW|热尔松·马丁斯|Gelson Martins|葡萄牙|1995-05-11|173|75
56|LW|丹尼尔·波登斯|Daniel Podence|葡萄牙|1995-10-21|165|74
11|RW|加布里埃尔·斯特雷费扎|Gabriel Strefezza|巴西|1997-04-18|168|71
9|ST|阿尤布·埃尔卡比|Ayoub El Kaabi|摩洛哥|1993-06-25|182|77
99|ST|迈赫迪·塔雷米|Mehdi Taremi|伊朗|1992-07-18|187|76
97|AM|尤素福·亚泽哲|Yusuf Yazıcı|土耳其|1997-01-29|183|71
7|LW|克里斯托弗·韦尔德|Kristoffer Velde|挪威|1999-09-09|174|70
18|DC|安德烈亚斯·恩托伊|Andreas Ntoi|希腊|2003-05-31|186|64`,
  "FC Copenhagen": `
1|GK|多米尼克·科塔尔斯基|Dominik Kotarski|克罗地亚|2000-02-10|191|72
31|GK|内森·特罗特|Nathan Trott|百慕大|1998-11-21|188|66
21|GK|鲁纳尔·亚历克斯·鲁纳松|Rúnar Alex Rúnarsson|冰岛|1995-02-18|186|62
5|DC|加布里埃尔·佩雷拉|Gabriel Pereira|巴西|2001-06-28|190|69
6|DC|潘泰利斯·哈齐迪亚科斯|Pantelis Hatzidiakos|希腊|1997-01-18|183|70
4|DC|铃木淳之介|Junnosuke Suzuki|日本|2003-07-12|180|66
15|DL|马科斯·洛佩斯|Marcos López|秘鲁|1999-11-20|173|68
2|DL|比尔格·梅林|Birger Meling|挪威|1994-12-17|176|66
22|DR|罗德里戈·韦斯卡斯|Rodrigo Huescas|墨西哥|2003-09-18|180|68
12|DM|卢卡斯·勒拉格|Lukas Lerager|丹麦|1993-07-12|183|69
8|MC|马格努斯·马特松|Magnus Mattsson|丹麦|1999-02-25|183|69
27|DM|托马斯·德莱尼|Thomas Delaney|丹麦|1991-09-03|182|68
36|MC|威廉·克莱姆|William Clem|丹麦|2004-06-20|180|66
10|AM|穆罕默德·埃尔尤努西|Mohamed Elyounoussi|挪威|1994-08-04|178|71
7|AM|维克托·克拉松|Viktor Claesson|瑞典|1992-01-02|179|68
11|LW|约尔丹·拉尔松|Jordan Larsson|瑞典|1997-06-20|178|70
30|RW|埃利亚斯·阿舒里|Elias Achouri|突尼斯|1999-02-10|176|68
9|ST|优素法·穆科科|Youssoufa Moukoko|德国|2004-11-20|179|71
14|ST|安德烈亚斯·科尔内柳斯|Andreas Cornelius|丹麦|1993-03-16|195|67
19|RW|罗伯特|Robert|巴西|2006-03-13|176|65
17|ST|维克托·达达松|Viktor Dadason|冰岛|2008-01-27|185|60
3|DC|穆纳谢·加拉南加|Munashe Garananga|津巴布韦|2001-02-07|188|67`,
  "Bodø/Glimt": `
12|GK|尼基塔·海金|Nikita Haikin|挪威|1995-07-11|190|72
1|GK|朱利安·法耶·伦德|Julian Faye Lund|挪威|1999-06-01|190|60
4|DC|奥丁·比约图夫特|Odin Bjørtuft|挪威|1998-12-19|192|68
6|DC|约斯泰因·贡德森|Jostein Gundersen|挪威|1996-04-02|190|68
5|DC|海塔姆·阿莱萨米|Haitam Aleesami|挪威|1991-07-31|183|65
20|DR|弗雷德里克·舍沃尔|Fredrik Sjøvold|挪威|2003-07-01|180|66
15|DL|弗雷德里克·安德烈·比约坎|Fredrik André Bjørkan|挪威|1998-08-21|178|69
2|DR|布里斯·温邦戈莫|Brice Wembangomo|挪威|1996-12-18|178|64
3|DC|维拉兹·尼尔森|Villads Nielsen|丹麦|2004-05-11|188|63
7|DM|帕特里克·贝里|Patrick Berg|挪威|1997-11-24|180|71
19|MC|松德雷·布伦斯塔德·费特|Sondre Brunstad Fet|挪威|1997-01-17|182|70
26|AM|哈康·埃维延|Håkon Evjen|挪威|2000-02-14|176|70
14|MC|乌尔里克·萨尔特内斯|Ulrik Saltnes|挪威|1992-11-10|181|66
8|MC|松德雷·奥克伦|Sondre Auklend|挪威|2005-01-25|180|63
18|MC|伊萨克·迪布维克·马塔|Isak Dybvik Määttä|挪威|2004-03-04|180|64
10|LW|延斯·彼得·豪格|Jens Petter Hauge|挪威|1999-10-12|184|73
9|ST|卡斯佩尔·赫格|Kasper Høgh|丹麦|2000-12-06|187|72
11|RW|奥勒·迪德里克·布洛姆贝里|Ole Didrik Blomberg|挪威|2000-07-07|183|67
23|ST|安德烈亚斯·赫尔默森|Andreas Helmersen|挪威|1997-03-03|185|64
21|DC|伊萨克·赫尔斯塔德·阿蒙森|Isak Helstad Amundsen|挪威|2003-07-11|186|64
27|RW|尼诺·祖格尔|Nino Žugelj|斯洛文尼亚|2000-05-23|180|66
25|ST|耶珀·谢尔|Jeppe Kjær|丹麦|2004-03-01|185|63
`,
  "BSC Young Boys": `
1|GK|马文·凯勒|Marvin Keller|瑞士|2002-07-03|190|69
26|GK|大卫·冯巴尔莫斯|David von Ballmoos|瑞士|1994-12-30|185|63
23|DC|洛里斯·贝尼托|Loris Benito|瑞士|1992-01-07|186|65
5|DC|唐吉·祖克鲁|Tanguy Zoukrou|法国|2003-10-01|185|66
30|DC|桑德罗·劳佩尔|Sandro Lauper|瑞士|1996-10-25|182|66
4|DC|格雷戈里·维特里希|Gregory Wüthrich|瑞士|1994-12-04|190|63
2|DR|赛迪·扬科|Saidy Janko|冈比亚|1995-10-22|178|64
3|DL|扎文·哈贾姆|Jaouen Hadjam|阿尔及利亚|2003-03-26|178|67
27|DR|莱温·布卢姆|Lewin Blum|瑞士|2001-07-05|180|63
8|DM|谢赫·尼亚斯|Cheikh Niasse|塞内加尔|2000-01-19|190|67
6|MC|卢卡斯·拉科米|Łukasz Łakomy|波兰|2001-01-18|178|65
20|MC|拉扬·拉韦洛松|Rayan Raveloson|马达加斯加|1997-01-16|178|64
16|AM|达里安·马莱斯|Darian Males|瑞士|2001-05-03|178|66
10|AM|卡斯特里奥特·伊梅里|Kastriot Imeri|瑞士|2000-06-27|173|66
17|MC|阿尔明·吉戈维奇|Armin Gigović|波黑|2002-04-06|180|64
77|LW|若埃尔·蒙泰罗|Joël Monteiro|瑞士|1999-01-05|178|67
9|ST|克里斯·贝迪亚|Chris Bedia|科特迪瓦|1996-03-05|186|67
7|RW|埃布里马·科利|Ebrima Colley|冈比亚|2000-02-01|176|65
11|RW|阿兰·维尔吉尼乌斯|Alan Virginius|法国|2003-01-03|180|67
14|ST|克里斯蒂安·法斯纳赫特|Christian Fassnacht|瑞士|1993-11-11|185|64
21|MC|埃迪米尔松·费尔南德斯|Edimilson Fernandes|瑞士|1996-04-15|190|66
24|MC|米格尔·柴瓦|Miguel Chaiwa|赞比亚|2004-01-16|175|63`,
  "Dinamo Zagreb": `
1|GK|伊万·内维斯蒂奇|Ivan Nevistić|克罗地亚|1998-07-31|194|69
33|GK|达尼耶尔·扎戈拉茨|Danijel Zagorac|克罗地亚|1987-02-07|190|60
5|DC|斯科特·麦肯纳|Scott McKenna|苏格兰|1996-11-12|188|68
28|DC|凯文·泰奥菲勒-卡特琳|Kévin Théophile-Catherine|法国|1989-10-28|183|63
3|DC|塞尔吉·多明格斯|Sergi Domínguez|西班牙|2005-01-30|187|67
13|DR|斯特凡·里斯托夫斯基|Stefan Ristovski|北马其顿|1992-02-12|178|63
2|DR|罗纳埃尔·皮埃尔-加布里埃尔|Ronaël Pierre-Gabriel|法国|1998-06-13|180|65
22|DL|莫里斯·瓦林契奇|Moris Valinčić|克罗地亚|2003-03-07|180|64
4|DC|布鲁诺·戈达|Bruno Goda|克罗地亚|1998-04-17|187|62
27|DM|约西普·米希奇|Josip Mišić|克罗地亚|1994-06-28|183|66
8|MC|卢卡·斯托伊科维奇|Luka Stojković|克罗地亚|2003-12-19|180|66
10|AM|加布里埃尔·维多维奇|Gabriel Vidović|克罗地亚|2003-12-01|185|69
14|MC|卢卡斯·卡恰文达|Lukas Kačavenda|克罗地亚|2003-03-02|178|63
7|RW|阿尔贝尔·霍查|Arber Hoxha|阿尔巴尼亚|1998-10-06|172|68
17|ST|迪翁·德雷纳·贝利奥|Dion Drena Beljo|克罗地亚|2002-03-01|196|68
9|ST|桑德罗·库莱诺维奇|Sandro Kulenović|克罗地亚|1999-12-04|192|65
11|LW|蒙塞夫·巴克拉尔|Monsef Bakrar|阿尔及利亚|2001-01-13|188|64
18|MC|德扬·柳比契奇|Dejan Ljubičić|奥地利|1997-10-08|183|65
16|MC|贡萨洛·比利亚尔|Gonzalo Villar|西班牙|1998-03-23|181|68
21|AM|米哈·扎伊茨|Miha Zajc|斯洛文尼亚|1994-07-01|180|67
20|LW|马尔科·皮亚察|Marko Pjaca|克罗地亚|1995-05-06|186|63
6|DC|马克西姆·贝尔诺|Maxime Bernauer|法国|1998-07-01|189|64
15|DL|荻原拓也|Takuya Ogiwara|日本|1999-11-23|174|64`,
  "Qarabağ": `
1|GK|沙赫鲁丁·马哈马达利耶夫|Shakhrudin Magomedaliyev|阿塞拜疆|1994-06-12|189|64
99|GK|马特乌什·科哈尔斯基|Mateusz Kochalski|波兰|2000-07-25|190|66
81|DC|凯文·梅迪纳|Kevin Medina|哥伦比亚|1993-03-09|180|65
13|DC|巴赫卢尔·穆斯塔法扎德|Bahlul Mustafazade|阿塞拜疆|1997-02-27|186|64
55|DC|巴达维·侯赛诺夫|Badavi Huseynov|阿塞拜疆|1991-07-11|182|61
44|DR|埃尔文·贾法尔古利耶夫|Elvin Cafarquliyev|阿塞拜疆|2000-10-26|178|64
30|DL|阿巴斯·侯赛诺夫|Abbas Huseynov|阿塞拜疆|1995-06-13|181|62
20|DL|托拉尔·巴伊拉莫夫|Toral Bayramov|阿塞拜疆|2001-02-23|180|63
8|MC|马尔科·扬科维奇|Marko Janković|黑山|1995-07-09|188|64
6|DM|佩德罗·比卡略|Pedro Bicalho|巴西|2002-02-20|182|64
10|AM|阿卜杜拉·祖比尔|Abdellah Zoubir|法国|1991-12-05|180|66
2|MC|加拉·加拉耶夫|Gara Garayev|阿塞拜疆|1992-10-12|178|60
18|MC|奥列克西·卡什丘克|Oleksiy Kashchuk|乌克兰|2000-06-29|175|65
15|LW|莱安德罗·安德拉德|Leandro Andrade|佛得角|1999-09-06|172|66
7|RW|埃马纽埃尔·阿代|Emmanuel Addai|加纳|2001-06-17|172|64
9|ST|儒尼尼奥|Juninho|巴西|1997-02-04|180|66
17|ST|卡米洛·杜兰|Camilo Durán|哥伦比亚|2001-10-12|178|65
11|ST|纳里曼·阿洪扎德|Nariman Akhundzade|阿塞拜疆|2004-04-23|180|63
22|RW|穆萨·古尔班利|Musa Qurbanlı|阿塞拜疆|2002-04-13|180|60
21|DC|马特乌斯·席尔瓦|Matheus Silva|巴西|1997-01-08|188|62
14|AM|亚辛·本齐亚|Yassine Benzia|阿尔及利亚|1994-09-08|180|64
5|DM|儒利奥·罗芒|Júlio Romão|巴西|1998-06-12|178|62`,
  "Shakhtar Donetsk": `
31|GK|德米特罗·里兹尼克|Dmytro Riznyk|乌克兰|1999-01-30|190|72
1|GK|基里尔·费休恩|Kiril Fesyun|乌克兰|2002-08-07|188|60
22|DC|米科拉·马特维延科|Mykola Matviyenko|乌克兰|1996-05-02|180|72
5|DC|瓦列里·邦达尔|Valeriy Bondar|乌克兰|1999-02-27|188|70
26|DR|尤希姆·科诺普利亚|Yukhym Konoplya|乌克兰|1999-08-26|175|69
13|DC|阿拉·格拉姆|Alaa Ghram|突尼斯|2001-07-24|184|65
17|DL|伊拉克利·阿扎罗维|Irakli Azarovi|格鲁吉亚|2002-02-21|180|68
49|DR|维尼修斯·托比亚斯|Vinicius Tobias|巴西|2004-02-23|178|67
6|DM|阿尔特姆·邦达连科|Artem Bondarenko|乌克兰|2000-08-21|178|69
21|MC|奥列赫·奥切列特科|Oleh Ocheretko|乌克兰|2003-07-25|181|68
8|MC|马隆·戈麦斯|Marlon Gomes|巴西|2003-12-29|178|68
10|AM|佩德里尼奥|Pedrinho|巴西|1998-06-13|172|70
29|MC|德米特罗·克里斯基夫|Dmytro Kryskiv|乌克兰|2000-10-06|181|66
37|MC|叶霍尔·纳扎里纳|Yehor Nazaryna|乌克兰|1997-07-10|179|66
11|LW|马里安·什韦德|Marian Shved|乌克兰|1997-07-16|175|66
7|RW|埃吉纳尔多|Eguinaldo|巴西|2004-02-14|181|69
30|LW|内维尔通|Newerton|巴西|2005-03-07|176|68
19|RW|奥列克桑德·祖布科夫|Oleksandr Zubkov|乌克兰|1996-08-03|182|68
39|AM|伊萨克|Isaque|巴西|2006-05-04|174|67
2|ST|拉西纳·特拉奥雷|Lassina Traoré|布基纳法索|2001-01-12|191|68
9|ST|考阿·埃利亚斯|Kauã Elias|巴西|2006-01-20|183|67
27|LW|阿利松|Alisson Santos|巴西|2002-12-27|172|68`,
};
