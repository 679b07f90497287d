import type { SquadSheet } from "./squad-sheet";

// 2025-26 squads (summer 2025 transfers); Saint-Étienne and Troyes with their Ligue 2 squads.
// prettier-ignore
export const ligue1Squads: SquadSheet = {
  "Paris Saint-Germain": `
30|GK|卢卡斯·舍瓦利耶|Lucas Chevalier|法国|2001-11-06|189|84
39|GK|马特维·萨福诺夫|Matvey Safonov|俄罗斯|1999-02-25|192|80
89|GK|雷纳托·马林|Renato Marin|意大利|2006-07-08|190|64
2|DR|阿什拉夫·哈基米|Achraf Hakimi|摩洛哥|1998-11-04|181|89
5|DC|马尔基尼奥斯|Marquinhos|巴西|1994-05-14|183|86
51|DC|威廉·帕乔|Willian Pacho|厄瓜多尔|2001-10-16|187|86
25|DL|努诺·门德斯|Nuno Mendes|葡萄牙|2002-06-19|176|88
6|DC|伊利亚·扎巴尔尼|Illia Zabarnyi|乌克兰|2002-09-01|189|83
21|DC|卢卡斯·埃尔南德斯|Lucas Hernández|法国|1996-02-14|184|82
4|DC|卢卡斯·贝拉尔多|Lucas Beraldo|巴西|2003-11-24|186|78
44|DL|诺阿姆·卡马拉|Noham Kamara|法国|2007-02-09|180|64
17|MC|维蒂尼亚|Vitinha|葡萄牙|2000-02-13|172|89
87|MC|若昂·内维斯|João Neves|葡萄牙|2004-09-27|174|88
8|MC|法比安·鲁伊斯|Fabián Ruiz|西班牙|1996-04-03|189|84
33|MC|沃伦·扎伊尔-埃梅里|Warren Zaïre-Emery|法国|2006-03-08|178|82
19|AM|李刚仁|Lee Kang-in|韩国|2001-02-19|173|81
24|MC|森尼·马尤卢|Senny Mayulu|法国|2006-05-17|179|75
10|RW|奥斯曼·登贝莱|Ousmane Dembélé|法国|1997-05-15|178|92
7|LW|赫维恰·克瓦拉茨赫利亚|Khvicha Kvaratskhelia|格鲁吉亚|2001-02-12|183|90
14|RW|德西雷·杜埃|Désiré Doué|法国|2005-06-03|181|87
29|LW|布拉德利·巴尔科拉|Bradley Barcola|法国|2002-09-02|182|84
9|ST|贡萨洛·拉莫斯|Gonçalo Ramos|葡萄牙|2001-06-20|185|82
49|RW|易卜拉欣·姆巴耶|Ibrahim Mbaye|塞内加尔|2008-01-24|181|70
37|ST|昆汀·恩詹图|Quentin Ndjantou|法国|2007-04-18|178|64`,
  "Olympique de Marseille": `
1|GK|赫罗尼莫·鲁利|Gerónimo Rulli|阿根廷|1992-05-20|189|83
12|GK|杰弗里·德朗格|Jeffrey de Lange|荷兰|1998-04-01|191|73
5|DC|莱昂纳多·巴莱尔迪|Leonardo Balerdi|阿根廷|1999-01-26|187|82
28|DC|本杰明·帕瓦尔|Benjamin Pavard|法国|1996-03-28|186|82
21|DC|纳伊夫·阿格尔德|Nayef Aguerd|摩洛哥|1996-03-30|190|80
32|DL|法昆多·梅迪纳|Facundo Medina|阿根廷|1999-05-28|184|79
62|DR|阿米尔·穆里略|Amir Murillo|巴拿马|1996-02-11|184|77
33|DL|埃默森·帕尔梅里|Emerson Palmieri|意大利|1994-08-03|176|77
4|DC|西杰·伊根-莱利|CJ Egan-Riley|英格兰|2003-02-02|184|76
23|DM|皮埃尔-埃米尔·霍伊别尔|Pierre-Emile Højbjerg|丹麦|1995-08-05|185|82
8|AM|安赫尔·戈麦斯|Angel Gomes|英格兰|2000-08-31|168|80
6|MC|马特·奥赖利|Matt O'Riley|丹麦|2000-11-21|189|80
19|DM|杰弗里·孔多比亚|Geoffrey Kondogbia|中非|1993-02-15|188|77
18|MC|阿图尔·维尔梅伦|Arthur Vermeeren|比利时|2005-02-07|179|77
26|MC|比拉尔·纳迪尔|Bilal Nadir|摩洛哥|2003-11-28|176|74
20|AM|哈梅德·朱尼奥尔·特拉奥雷|Hamed Junior Traorè|科特迪瓦|2000-02-16|175|75
39|MC|达里尔·巴科拉|Darryl Bakola|法国|2007-11-20|179|68
10|RW|梅森·格林伍德|Mason Greenwood|牙买加|2001-10-01|181|86
97|ST|皮埃尔-埃梅里克·奥巴梅扬|Pierre-Emerick Aubameyang|加蓬|1989-06-18|187|82
9|ST|阿明·古伊里|Amine Gouiri|阿尔及利亚|2000-02-16|180|81
14|LW|伊戈尔·派相|Igor Paixão|巴西|2000-06-28|166|80
22|RW|蒂莫西·维阿|Timothy Weah|美国|2000-02-22|183|78
34|ST|罗比尼奥·瓦斯|Robinio Vaz|法国|2007-02-17|188|70
40|GK|耶勒·范内克|Jelle Van Neck|比利时|2004-06-13|192|60
36|ST|凯利安·阿卜杜拉|Keyliane Abdallah|法国|2006-02-03|180|64`,
  "AS Monaco": `
1|GK|卢卡什·赫拉德茨基|Lukáš Hrádecký|芬兰|1989-11-24|192|80
16|GK|菲利普·科恩|Philipp Köhn|瑞士|1998-04-02|191|76
50|GK|扬·列纳尔|Yann Liénard|法国|2003-03-16|189|62
2|DR|范德森|Vanderson|巴西|2001-06-21|180|80
3|DC|埃里克·戴尔|Eric Dier|英格兰|1994-01-15|188|78
5|DC|蒂洛·克雷尔|Thilo Kehrer|德国|1996-09-21|186|79
22|DC|穆罕默德·萨利苏|Mohammed Salisu|加纳|1999-04-17|191|78
13|DC|克里斯蒂安·马维萨|Christian Mawissa|法国|2005-04-18|189|77
12|DL|卡约·恩里克|Caio Henrique|巴西|1997-07-31|178|78
4|DR|乔丹·特泽|Jordan Teze|荷兰|1999-09-30|181|76
20|DL|卡苏姆·瓦塔拉|Kassoum Ouattara|布基纳法索|2004-10-01|175|70
6|DM|丹尼斯·扎卡里亚|Denis Zakaria|瑞士|1996-11-20|191|81
15|MC|拉明·卡马拉|Lamine Camara|塞内加尔|2004-01-01|174|80
8|MC|保罗·博格巴|Paul Pogba|法国|1993-03-15|191|78
17|AM|亚历山大·戈洛温|Aleksandr Golovin|俄罗斯|1996-05-30|180|80
11|AM|马格内斯·阿克利乌切|Maghnes Akliouche|法国|2002-02-25|180|82
18|AM|南野拓实|Takumi Minamino|日本|1995-01-16|174|80
88|DM|松古图·马加萨|Soungoutou Magassa|法国|2003-10-08|187|76
28|MC|马马杜·库利巴利|Mamadou Coulibaly|塞内加尔|2004-02-23|183|72
9|ST|福拉林·巴洛贡|Folarin Balogun|美国|2001-07-03|178|81
14|ST|米卡·比雷思|Mika Biereth|丹麦|2003-02-08|190|78
31|LW|安苏·法蒂|Ansu Fati|西班牙|2002-10-31|178|77
27|RW|克雷潘·迪亚塔|Krépin Diatta|塞内加尔|1999-02-25|175|75
21|ST|乔治·伊莱尼赫纳|George Ilenikhena|尼日利亚|2006-08-16|189|72
19|LW|帕里斯·布伦纳|Paris Brunner|德国|2006-02-15|180|68`,
  "LOSC Lille": `
1|GK|贝尔克·厄泽尔|Berke Özer|土耳其|2000-05-25|188|78
16|GK|阿诺·博达尔|Arnaud Bodart|比利时|1998-03-11|186|72
30|GK|维托·曼诺内|Vito Mannone|意大利|1988-03-02|190|64
4|DC|亚历山德罗·里贝罗|Alexsandro Ribeiro|巴西|1999-08-09|190|79
3|DC|内森·恩戈伊|Nathan Ngoy|比利时|2003-06-13|191|77
23|DC|艾萨·曼迪|Aïssa Mandi|阿尔及利亚|1991-10-22|184|76
18|DC|尚塞尔·姆本巴|Chancel Mbemba|刚果(金)|1994-08-08|182|75
12|DR|托马斯·默尼耶|Thomas Meunier|比利时|1991-09-12|191|76
22|DR|蒂亚戈·桑托斯|Tiago Santos|葡萄牙|2002-07-23|175|76
15|DL|罗曼·佩罗|Romain Perraud|法国|1997-09-22|172|76
5|DL|卡尔文·维尔东克|Calvin Verdonk|印度尼西亚|1997-04-26|175|74
21|DM|本杰明·安德烈|Benjamin André|法国|1990-08-03|180|77
32|DM|阿尤布·布阿迪|Ayyoub Bouaddi|法国|2007-10-02|180|77
17|MC|恩加拉耶尔·穆考|Ngal'ayel Mukau|比利时|2004-11-03|183|75
6|DM|纳比尔·本塔勒布|Nabil Bentaleb|阿尔及利亚|1994-11-24|187|73
10|AM|哈康·阿尔纳·哈拉尔德松|Hákon Arnar Haraldsson|冰岛|2003-04-10|181|80
29|MC|伊桑·姆巴佩|Ethan Mbappé|法国|2006-12-29|176|68
9|ST|奥利维耶·吉鲁|Olivier Giroud|法国|1986-09-30|192|78
27|ST|哈姆扎·伊加曼|Hamza Igamane|摩洛哥|2002-11-02|185|76
11|LW|奥萨姆·萨赫拉维|Osame Sahraoui|挪威|2001-06-11|170|77
20|RW|马蒂亚斯·费尔南德斯-帕尔多|Matías Fernández-Pardo|比利时|2005-02-03|181|77
7|RW|费利克斯·科雷亚|Félix Correia|葡萄牙|2001-01-22|178|75
19|ST|马里乌斯·布罗霍尔姆|Marius Broholm|挪威|2005-03-25|184|68
28|LW|蒂亚戈·莫雷斯|Tiago Morais|葡萄牙|2003-06-26|175|71
31|DL|米切尔·巴克|Mitchel Bakker|荷兰|2000-06-20|185|72`,
  "Olympique Lyonnais": `
1|GK|多米尼克·格雷夫|Dominik Greif|斯洛伐克|1997-04-06|197|77
40|GK|雷米·德康|Rémy Descamps|法国|1996-06-25|193|70
22|DR|克林顿·马塔|Clinton Mata|安哥拉|1992-11-07|179|75
19|DC|穆萨·尼亚卡泰|Moussa Niakhaté|塞内加尔|1996-03-08|190|78
3|DL|尼古拉斯·塔利亚菲科|Nicolás Tagliafico|阿根廷|1992-08-31|172|77
98|DR|安斯利·梅特兰-奈尔斯|Ainsley Maitland-Niles|英格兰|1997-08-29|177|75
16|DL|阿布纳|Abner Vinícius|巴西|2000-05-27|182|75
2|DC|鲁本·克鲁伊维特|Ruben Kluivert|荷兰|2001-05-21|187|74
8|MC|科朗坦·托利索|Corentin Tolisso|法国|1994-08-03|181|80
6|DM|坦纳·特斯曼|Tanner Tessmann|美国|2001-09-24|188|77
23|DM|泰勒·莫顿|Tyler Morton|英格兰|2002-10-31|180|77
5|DM|奥雷尔·曼加拉|Orel Mangala|比利时|1998-03-18|178|75
10|AM|帕维尔·舒尔茨|Pavel Šulc|捷克|2000-12-13|172|79
17|AM|亚当·卡拉贝茨|Adam Karabec|捷克|2003-07-02|182|74
44|MC|哈利斯·梅拉赫|Khalis Merah|法国|2006-09-11|179|68
11|LW|马利克·福法纳|Malick Fofana|比利时|2005-03-31|171|81
37|RW|埃内斯特·努阿马|Ernest Nuamah|加纳|2003-11-01|181|76
18|LW|阿方索·莫雷拉|Afonso Moreira|葡萄牙|2005-03-02|178|73
9|ST|罗曼·亚列姆丘克|Roman Yaremchuk|乌克兰|1995-11-27|191|76
20|ST|雷米·安贝尔|Rémi Himbert|法国|2008-03-14|185|64
34|ST|恩佐·莫勒贝|Enzo Molebe|法国|2008-01-10|180|62
50|GK|朱斯坦·本吉|Justin Bengui|法国|2005-06-27|190|56
26|MC|马马杜·迪亚瓦拉|Mahamadou Diawara|法国|2005-01-28|180|64`,
  "RC Lens": `
40|GK|罗宾·里瑟|Robin Risser|法国|2004-12-02|192|78
16|GK|雷吉斯·居特纳|Régis Gurtner|法国|1986-12-21|183|65
2|DR|鲁本·阿吉拉尔|Ruben Aguilar|法国|1993-04-26|170|75
24|DC|乔纳森·格拉迪|Jonathan Gradit|法国|1992-11-24|180|76
20|DC|马朗·萨尔|Malang Sarr|法国|1999-01-23|182|78
4|DC|萨姆森·拜多|Samson Baidoo|奥地利|2004-03-31|187|76
21|DC|伊斯梅洛·加尼乌|Ismaëlo Ganiou|法国|2005-06-02|185|72
25|DL|马蒂厄·乌多尔|Matthieu Udol|法国|1996-03-20|180|75
3|DL|若安内尔·查韦斯|Jhoanner Chávez|厄瓜多尔|2002-04-25|175|73
17|DR|沙特·阿卜杜勒哈米德|Saud Abdulhamid|沙特阿拉伯|1999-07-18|176|73
8|DM|马马杜·桑加雷|Mamadou Sangaré|马里|2002-06-26|184|78
28|AM|阿德里安·托马松|Adrien Thomasson|法国|1993-12-10|176|77
6|MC|阿马杜·海达拉|Amadou Haidara|马里|1998-01-31|175|76
27|MC|哈姆扎特·奥杰迪兰|Hamzat Ojediran|尼日利亚|2003-10-13|180|71
10|AM|弗洛里安·托万|Florian Thauvin|法国|1993-01-26|179|80
7|LW|阿兰·圣马克西曼|Allan Saint-Maximin|法国|1997-03-12|173|77
9|ST|奥德松·爱德华|Odsonne Édouard|法国|1998-01-16|187|77
22|RW|韦斯利·赛义德|Wesley Saïd|法国|1995-04-19|174|76
19|ST|摩根·吉拉沃吉|Morgan Guilavogui|法国|1998-03-10|184|72
29|LW|拉扬·福法纳|Rayan Fofana|法国|2006-05-19|180|66
26|DM|南帕利斯·门迪|Nampalys Mendy|塞内加尔|1992-06-23|167|72
15|ST|戈杜因·科亚利普|Goduine Koyalipou|中非|2000-04-21|180|68`,
  "RC Strasbourg": `
39|GK|迈克·彭德斯|Mike Penders|比利时|2005-07-31|200|74
1|GK|卡尔-约翰·约翰松|Karl-Johan Johnsson|瑞典|1990-01-28|187|68
29|DC|盖拉·杜埃|Guéla Doué|科特迪瓦|2002-10-17|187|76
4|DC|安德鲁·奥莫巴米德莱|Andrew Omobamidele|爱尔兰|2002-06-23|189|73
6|DM|伊斯梅尔·杜库雷|Ismaël Doukouré|法国|2003-07-24|192|74
22|DC|马马杜·萨尔|Mamadou Sarr|塞内加尔|2005-08-29|193|74
5|DC|阿龙·安塞尔米诺|Aarón Anselmino|阿根廷|2005-04-29|186|72
3|DL|本·奇尔韦尔|Ben Chilwell|英格兰|1996-12-21|178|75
24|DR|卢卡斯·赫格斯贝里|Lucas Høgsberg|丹麦|2006-08-02|183|68
32|DL|瓦伦丁·巴尔科|Valentín Barco|阿根廷|2004-07-23|172|76
8|MC|费利克斯·勒马雷沙尔|Félix Lemaréchal|法国|2003-08-07|178|74
11|AM|塞巴斯蒂安·纳纳西|Sebastian Nanasi|瑞典|2002-05-16|175|75
19|AM|胡里奥·恩西索|Julio Enciso|巴拉圭|2004-01-23|166|76
20|AM|肯德里·派斯|Kendry Páez|厄瓜多尔|2007-05-04|173|72
17|MC|拉比·恩津古拉|Rabby Nzingoula|法国|2006-03-13|180|66
10|ST|埃马努埃尔·埃梅加|Emanuel Emegha|荷兰|2003-02-03|196|78
9|ST|华金·帕尼切利|Joaquín Panichelli|阿根廷|2002-10-07|188|76
7|RW|迪戈·莫雷拉|Diego Moreira|比利时|2004-08-06|175|76
23|RW|萨缪尔·阿莫-阿梅亚奥|Samuel Amo-Ameyaw|英格兰|2006-04-13|170|68
14|ST|马夏尔·戈多|Martial Godo|科特迪瓦|2003-06-11|172|70
16|GK|阿拉·贝拉鲁奇|Alaa Bellaarouch|摩洛哥|2002-01-01|188|60
18|ST|塞库·马拉|Sékou Mara|法国|2002-07-30|183|71
2|DR|马尔万·塞纳亚|Marvin Senaya|法国|2001-01-28|180|70
15|DC|阿巴卡尔·西拉|Abakar Sylla|科特迪瓦|2002-12-25|193|70`,
  "Stade Rennais": `
30|GK|布里斯·桑巴|Brice Samba|法国|1994-04-25|186|78
40|GK|马蒂斯·西利斯特里|Mathys Silistrie|法国|2004-02-03|189|62
97|DC|热雷米·雅凯|Jérémy Jacquet|法国|2005-07-13|190|76
3|DC|莉莉安·布拉西耶|Lilian Brassier|法国|1999-11-02|183|74
4|DC|安东尼·鲁奥|Anthony Rouault|法国|2001-05-29|186|74
36|DR|阿利杜·塞杜|Alidu Seidu|加纳|2000-06-04|175|73
27|DR|汉斯·哈特博尔|Hans Hateboer|荷兰|1994-01-09|185|71
18|DL|昆汀·梅尔兰|Quentin Merlin|法国|2002-05-16|172|74
21|MC|瓦伦丁·龙吉耶|Valentin Rongier|法国|1994-12-07|172|76
6|MC|马赫迪·卡马拉|Mahdi Camara|法国|1998-06-30|179|75
8|DM|贾维·西塞|Djaoui Cissé|法国|2004-01-31|183|72
10|AM|卢多维克·布拉斯|Ludovic Blas|法国|1997-12-31|180|74
22|AM|塞巴斯蒂安·希曼斯基|Sebastian Szymański|波兰|1999-05-10|174|78
19|MC|乔丹·詹姆斯|Jordan James|威尔士|2004-07-02|179|72
9|ST|布雷尔·恩博洛|Breel Embolo|瑞士|1997-02-14|187|78
14|ST|埃斯特万·勒波尔|Esteban Lepaul|法国|2000-04-04|183|76
7|RW|穆萨·塔马里|Mousa Al-Taamari|约旦|1997-06-10|170|75
11|ST|穆罕默德·卡德尔·梅特|Mohamed Kader Meïté|法国|2007-09-01|188|70
34|DC|阿卜杜勒哈米德·艾特·布德拉勒|Abdelhamid Aït Boudlal|摩洛哥|2006-05-16|190|64
1|GK|史蒂夫·曼丹达|Steve Mandanda|法国|1985-03-28|185|66
33|DL|马马杜·纳吉达|Mahamadou Nagida|喀麦隆|2005-06-26|178|64`,
  "OGC Nice": `
1|GK|耶万·迪乌夫|Yehvann Diouf|塞内加尔|1999-11-16|191|76
30|GK|马克西姆·迪佩|Maxime Dupé|法国|1993-03-04|191|68
4|DC|但丁|Dante|巴西|1983-10-18|189|71
64|DC|莫伊斯·邦比托|Moïse Bombito|加拿大|2000-03-30|190|77
92|DR|乔纳森·克洛斯|Jonathan Clauss|法国|1992-09-25|178|76
26|DL|梅尔文·巴尔|Melvin Bard|法国|2000-11-06|172|75
55|DC|尤素福·恩达伊希米耶|Youssouf Ndayishimiye|布隆迪|1998-10-27|184|74
20|DR|阿里·阿卜迪|Ali Abdi|突尼斯|1993-12-20|178|73
33|DC|安托万·芒迪|Antoine Mendy|塞内加尔|2004-05-27|186|71
28|DM|伊沙姆·布达维|Hicham Boudaoui|阿尔及利亚|1999-09-23|175|76
11|MC|摩根·桑松|Morgan Sanson|法国|1994-08-18|180|73
8|MC|坦吉·恩东贝莱|Tanguy Ndombele|法国|1996-12-28|181|73
6|DM|夏尔·范乌特|Charles Vanhoutte|比利时|1998-09-16|181|74
10|AM|索菲亚内·迪奥普|Sofiane Diop|摩洛哥|2000-06-09|173|78
16|MC|汤姆·卢谢|Tom Louchet|法国|2003-02-12|176|67
9|ST|特雷姆·莫菲|Terem Moffi|尼日利亚|1999-05-25|187|77
7|LW|热雷米·博加|Jérémie Boga|科特迪瓦|1997-01-03|172|76
19|ST|凯文·卡洛斯|Kevin Carlos|西班牙|2001-01-08|183|74
25|LW|穆罕默德-阿里·乔|Mohamed-Ali Cho|法国|2004-01-19|180|74
29|RW|伊萨克·扬松|Isak Jansson|瑞典|2002-01-31|182|72
21|RW|蒂亚戈·古维亚|Tiago Gouveia|葡萄牙|2001-06-18|177|72
80|GK|特迪·布朗迪|Teddy Boulhendi|法国|2001-04-09|188|60
24|DC|科乔·佩普拉·奥蓬|Kojo Peprah Oppong|加纳|2004-06-13|188|68
23|DM|萨利斯·阿卜杜勒·萨梅德|Salis Abdul Samed|加纳|2000-03-26|179|72`,
  "Toulouse FC": `
50|GK|纪尧姆·雷斯特斯|Guillaume Restes|法国|2005-03-11|189|74
1|GK|谢蒂尔·豪格|Kjetil Haug|挪威|1998-06-12|196|67
16|GK|亚历克斯·多明格斯|Alex Dominguez|法国|1998-05-13|192|60
2|DC|拉斯穆斯·尼古拉森|Rasmus Nicolaisen|丹麦|1997-03-12|193|71
3|DC|马克·麦肯齐|Mark McKenzie|美国|1999-02-25|183|72
4|DC|查理·克雷斯韦尔|Charlie Cresswell|英格兰|2002-08-17|191|72
12|DR|沃伦·卡曼齐|Warren Kamanzi|挪威|2000-11-11|187|70
17|RW|马里奥·绍尔|Mário Sauer|斯洛伐克|2004-12-30|178|64
19|DR|吉布里尔·西迪贝|Djibril Sidibé|法国|1992-07-29|182|66
22|DR|达扬·梅塔利|Dayann Methalie|法国|2003-03-22|182|64
23|DM|克里斯蒂安·卡塞雷斯|Cristian Cásseres Jr.|委内瑞拉|2000-01-20|170|72
8|MC|阿布·弗朗西斯|Abu Francis|加纳|2001-04-27|179|69
6|MC|尼克拉斯·施密特|Niklas Schmidt|德国|1998-03-01|186|68
18|MC|亚历克西斯·沃萨|Alexis Vossah|法国|2005-02-10|180|64
10|AM|扬·格博霍|Yann Gboho|科特迪瓦|2001-01-14|176|72
15|RW|阿隆·多恩努姆|Aron Dønnum|挪威|1998-04-20|180|71
7|AM|圣地亚哥·伊达尔戈|Santiago Hidalgo|阿根廷|2005-04-05|175|66
9|ST|弗兰克·马格里|Frank Magri|喀麦隆|1999-09-04|186|70
11|ST|埃默森|Emersonn|巴西|2002-05-04|188|69
27|LW|诺亚·埃茹马|Noah Edjouma|法国|2005-03-21|180|63
21|RW|沙维·巴比卡|Shavy Babicka|加蓬|2000-06-02|178|66
5|DC|于米特·阿克达|Ümit Akdağ|土耳其|2003-10-06|189|66`,
  "Stade Brestois 29": `
1|GK|拉多斯瓦夫·马耶茨基|Radosław Majecki|波兰|1999-11-16|190|73
30|GK|格雷瓜尔·库代尔|Grégoire Coudert|法国|1999-03-03|187|68
40|GK|诺亚·若尼|Noah Jauny|法国|2002-05-28|190|58
5|DC|布伦丹·沙尔多内|Brendan Chardonnet|法国|1994-12-22|186|72
27|DR|肯尼·拉拉|Kenny Lala|法国|1991-10-03|178|71
98|DL|布拉德利·洛科|Bradley Locko|法国|2002-05-06|179|71
2|DC|朱利安·勒卡迪纳尔|Julien Le Cardinal|法国|1997-08-03|186|69
4|DC|朱尼奥尔·迪亚斯|Junior Diaz|法国|2005-01-17|188|66
44|DC|达乌达·金多|Daouda Guindo|马里|2002-10-14|186|67
22|DR|卢克·佐格贝|Luck Zogbé|科特迪瓦|2005-01-06|184|63
3|DL|朱斯坦·布尔戈|Justin Bourgault|法国|2004-05-15|181|60
8|MC|雨果·马涅蒂|Hugo Magnetti|法国|1998-05-30|176|70
29|DM|卢卡斯·图萨尔|Lucas Tousart|法国|1997-04-29|185|70
13|DM|若里斯·肖塔尔|Joris Chotard|法国|2001-09-24|183|69
25|MC|哈米杜·马卡卢|Hamidou Makalou|马里|2004-03-27|183|64
20|AM|埃里克·迪纳-埃宾贝|Éric Junior Dina Ebimbe|法国|2000-11-21|180|69
7|AM|卡莫里·敦比亚|Kamory Doumbia|马里|2003-02-18|177|70
24|MC|伊昂加·姆博克|Hianga'a Mbock|法国|1999-12-28|179|62
10|RW|罗曼·德尔卡斯蒂略|Romain Del Castillo|法国|1996-03-29|170|72
19|ST|吕多维克·阿若尔克|Ludovic Ajorque|法国|1994-02-25|197|71
11|LW|马马·巴尔德|Mama Baldé|几内亚比绍|1995-11-06|176|69
17|RW|雷米·拉博·拉斯卡里|Rémy Labeau Lascary|法国|2003-03-03|175|68
23|LW|阿克塞尔·康布兰|Axel Camblan|法国|2003-01-13|177|62
9|ST|萨利乌·迪奥普|Saliou Diop|塞内加尔|2005-06-20|185|60`,
  "FC Nantes": `
1|GK|安东尼·洛佩斯|Anthony Lopes|葡萄牙|1990-10-01|184|73
16|GK|帕特里克·卡尔格伦|Patrik Carlgren|瑞典|1992-01-08|187|64
30|GK|亚历克西斯·米尔巴赫|Alexis Mirbach|法国|2001-06-25|190|56
21|DC|让-夏尔·卡斯特莱托|Jean-Charles Castelletto|喀麦隆|1995-01-26|186|70
4|DC|奇多齐·阿瓦齐姆|Chidozie Awaziem|尼日利亚|1997-01-01|189|69
5|DC|乌罗什·拉达科维奇|Uroš Radaković|塞尔维亚|1994-03-31|189|67
98|DR|凯尔文·阿米安|Kelvin Amian|法国|1998-02-08|182|68
3|DL|尼古拉·科扎|Nicolas Cozza|法国|1999-01-08|178|67
22|DL|蒂莱尔·塔蒂|Tylel Tati|法国|2005-08-17|187|64
2|DR|弗雷德里克·吉尔贝|Frédéric Guilbert|法国|1994-12-24|178|66
6|DM|弗朗西斯·科克兰|Francis Coquelin|法国|1991-05-13|178|68
8|MC|约翰·勒佩南|Johann Lepenant|法国|2002-10-22|177|67
28|MC|路易·勒鲁|Louis Leroux|法国|2006-02-27|183|64
17|MC|德迈内·塔比布|Dehmaine Tabibou|法国|2005-03-20|175|62
11|RW|索巴·托马斯|Sorba Thomas|威尔士|1999-01-25|185|66
10|ST|马蒂斯·阿布林|Matthis Abline|法国|2003-03-28|181|73
9|ST|梅克尔·拉赫多|Mayckel Lahdo|瑞典|2002-05-19|181|66
7|LW|巴赫雷巴·吉拉西|Bahereba Guirassy|法国|2006-01-30|183|63
19|RW|亚辛·本哈塔布|Yassine Benhattab|法国|2001-04-03|176|64
27|ST|伊格纳蒂乌斯·加纳戈|Ignatius Ganago|喀麦隆|1999-02-16|181|65
31|ST|穆斯塔法·穆罕默德|Mostafa Mohamed|埃及|1997-11-28|185|70
26|MC|道格拉斯·奥古斯托|Douglas Augusto|巴西|1997-01-13|182|66
14|DM|权赫奎|Kwon Hyeok-kyu|韩国|2001-03-13|190|66`,
  "Paris FC": `
1|GK|凯文·特拉普|Kevin Trapp|德国|1990-07-08|189|76
30|GK|奥贝德·恩坎巴迪奥|Obed Nkambadio|法国|2003-09-29|186|64
16|GK|雷米·里乌|Rémy Riou|法国|1987-08-06|189|58
21|DC|穆斯塔法·姆博|Moustapha Mbow|塞内加尔|2000-11-26|189|68
4|DC|奥塔维奥|Otávio Ataíde|巴西|2002-02-17|188|70
28|DL|蒂博·德斯梅特|Thibault De Smet|比利时|1998-06-05|181|67
3|DL|萨米尔·谢尔吉|Samir Chergui|法国|1998-12-10|177|65
2|DR|阿马里·特拉奥雷|Hamari Traoré|马里|1992-01-27|175|67
25|DR|苏菲亚内·阿拉库什|Sofiane Alakouch|摩洛哥|1998-07-29|178|63
5|DC|蒂莫泰·科洛杰伊恰克|Timothée Kolodziejczak|法国|1991-10-01|183|63
6|MC|马克西姆·洛佩斯|Maxime Lopez|法国|1997-12-04|167|71
20|DM|皮埃尔·利斯-梅卢|Pierre Lees-Melou|法国|1993-05-25|184|70
8|MC|万桑·马尔凯蒂|Vincent Marchetti|法国|1997-07-04|177|66
18|DM|阿达马·卡马拉|Adama Camara|法国|2001-11-20|183|65
10|AM|伊兰·凯巴尔|Ilan Kebbal|阿尔及利亚|1998-07-10|170|72
27|LW|摩西·西蒙|Moses Simon|尼日利亚|1995-07-12|168|70
9|ST|让-菲利普·克拉索|Jean-Philippe Krasso|科特迪瓦|1997-07-17|183|69
11|ST|威廉·格贝尔斯|Willem Geubbels|法国|2001-08-16|183|68
7|RW|卢卡·科莱奥肖|Luca Koleosho|意大利|2004-09-15|182|68
14|ST|皮埃尔-伊夫·阿梅尔|Pierre-Yves Hamel|法国|1994-02-03|184|63
19|LW|阿利马米·戈里|Alimami Gory|法国|1996-08-29|178|64
17|MC|洛安·杜塞|Lohann Doucet|法国|2002-10-02|175|65
22|RW|乔纳森·伊科内|Jonathan Ikoné|法国|1998-05-02|175|70`,
  "FC Lorient": `
38|GK|伊冯·姆沃戈|Yvon Mvogo|瑞士|1994-06-06|189|72
1|GK|本杰明·勒鲁瓦|Benjamin Leroy|法国|1989-04-07|187|62
40|GK|布古鲁·卡马拉|Bingourou Kamara|塞内加尔|1996-10-21|194|58
3|DC|蒙塔萨尔·塔尔比|Montassar Talbi|突尼斯|1998-05-26|190|70
5|DC|巴莫·梅特|Bamo Meïté|科特迪瓦|2001-12-25|192|68
24|DC|纳撒尼尔·阿杰伊|Nathaniel Adjei|加纳|2002-08-21|189|67
2|DR|伊戈尔·席尔瓦|Igor Silva|巴西|1996-08-21|178|66
77|DR|帕诺斯·卡塞里斯|Panos Katseris|希腊|2001-06-19|182|66
4|DC|伊萨克·图雷|Isaak Touré|法国|2003-03-28|195|64
27|DL|达林·永瓦|Darlin Yongwa|喀麦隆|2000-09-21|178|66
6|DM|洛朗·阿贝热尔|Laurent Abergel|法国|1993-02-01|170|69
8|MC|阿蒂尔·阿沃姆|Arthur Avom|喀麦隆|2004-07-26|182|66
10|AM|让-维克托·马肯戈|Jean-Victor Makengo|法国|1998-06-12|180|67
18|MC|诺亚·卡迪乌|Noah Cadiou|法国|2004-02-22|178|63
14|MC|班迪乌古·法迪加|Bandiougou Fadiga|法国|2001-01-15|180|63
17|RW|泰奥·勒布里斯|Théo Le Bris|法国|2002-10-01|178|66
11|LW|巴勃罗·帕吉斯|Pablo Pagis|法国|2003-03-14|174|67
21|RW|艾耶贡·托辛|Aiyegun Tosin|贝宁|1998-06-26|180|68
9|ST|桑布·苏马诺|Sambou Soumano|塞内加尔|2001-01-13|185|66
19|ST|穆罕默德·班巴|Mohamed Bamba|科特迪瓦|2001-12-27|184|65
15|DC|福尔莫斯·门迪|Formose Mendy|塞内加尔|2001-01-02|191|66
7|MC|朱利安·蓬索|Julien Ponceau|法国|2000-11-28|180|64`,
  "AS Saint-Étienne": `
16|GK|戈蒂埃·拉尔松纳|Gautier Larsonneur|法国|1997-02-23|186|68
30|GK|布里斯·莫布勒|Brice Maubleu|法国|1989-12-01|186|60
21|DC|迪伦·巴图宾西卡|Dylan Batubinsika|刚果(金)|1996-02-15|190|65
3|DC|米卡埃尔·纳德|Mickaël Nadé|科特迪瓦|1999-03-04|188|64
4|DC|奇科·兰巴|Chico Lamba|葡萄牙|2002-10-10|188|62
2|DR|丹尼斯·阿皮亚|Dennis Appiah|法国|1992-06-09|180|61
19|DL|伊万·马松|Yvann Maçon|法国|1998-09-01|178|62
26|DR|若昂·费雷拉|João Ferreira|葡萄牙|2001-03-22|178|63
22|DL|本·奥尔德|Ben Old|新西兰|2002-08-13|177|63
8|DM|皮埃尔·埃克瓦|Pierre Ekwah|法国|2002-01-15|188|64
6|MC|阿伊门·穆埃费克|Aïmen Moueffek|法国|2001-04-09|175|62
17|MC|奥古斯丁·博阿基耶|Augustine Boakye|加纳|2000-11-03|175|64
20|MC|伊戈尔·米拉迪诺维奇|Igor Miladinović|塞尔维亚|2002-12-10|183|61
27|MC|本杰明·布舒阿里|Benjamin Bouchouari|摩洛哥|2001-11-13|176|64
10|LW|祖里科·达维塔什维利|Zuriko Davitashvili|格鲁吉亚|2001-02-15|177|68
9|ST|卢卡斯·斯塔辛|Lucas Stassin|比利时|2004-08-17|186|67
7|RW|伊尔温·卡多纳|Irvin Cardona|法国|1997-08-08|180|64
11|RW|约书亚·达弗斯|Joshua Duffus|英格兰|2005-12-03|182|60
29|ST|迪利安·恩盖桑|Djylian N'Guessan|法国|2008-01-09|175|58
14|MC|弗洛里安·塔迪厄|Florian Tardieu|法国|1992-04-22|180|60
13|DL|埃比尼泽·安南|Ebenezer Annan|加纳|2002-11-29|180|62
5|MC|马哈茂德·贾巴尔|Mahmoud Jaber|以色列|2000-10-20|182|65`,
  "Angers SCO": `
1|GK|埃尔韦·科菲|Hervé Koffi|布基纳法索|1996-10-16|190|66
30|GK|梅尔文·津加|Melvin Zinga|法国|2006-03-01|190|56
4|DC|若尔当·勒福尔|Jordan Lefort|法国|1993-08-09|184|64
5|DC|埃马纽埃尔·比乌姆拉|Emmanuel Biumla|法国|1998-10-24|186|64
2|DR|卡伦斯·阿库斯|Carlens Arcus|海地|1996-06-28|175|64
3|DL|弗洛朗·阿南|Florent Hanin|法国|1990-02-04|180|62
22|DL|雅克·埃科米耶|Jacques Ekomié|加蓬|2003-08-19|180|62
25|DR|利利安·拉奥利索阿|Lilian Raolisoa|法国|2000-10-08|181|61
24|DC|乌斯曼·卡马拉|Ousmane Camara|马里|2001-03-06|188|63
6|DM|哈里斯·贝尔克布拉|Haris Belkebla|阿尔及利亚|1994-01-28|174|65
10|AM|希马德·阿卜杜利|Himad Abdelli|阿尔及利亚|1999-11-17|184|67
15|MC|泽内丁·乌尔德·哈勒德|Zinedine Ould Khaled|法国|2000-01-14|178|62
8|MC|路易·穆通|Louis Mouton|法国|2002-04-25|176|63
18|MC|皮埃里克·卡佩勒|Pierrick Capelle|法国|1987-04-15|177|58
14|MC|亚辛·贝尔赫迪姆|Yassin Belkhdim|摩洛哥|2002-04-18|178|62
7|RW|吉姆·阿莱维纳|Jim Allevinah|加蓬|1995-02-27|172|62
11|LW|法里德·埃尔梅拉利|Farid El Melali|阿尔及利亚|1997-05-05|168|63
29|ST|西迪基·谢里夫|Sidiki Chérif|法国|2006-12-15|182|66
9|ST|班巴·迪昂|Bamba Dieng|塞内加尔|2000-03-23|178|64
19|RW|普罗斯珀·彼得|Prosper Peter|尼日利亚|2004-09-03|175|62
20|LW|阿明·斯巴伊|Amine Sbaï|摩洛哥|2000-06-10|176|62
23|DM|朱斯坦·卡伦巴|Justin Kalumba|法国|2003-03-09|179|62
26|DC|马里乌斯·库尔库尔|Marius Courcoul|法国|2005-01-23|187|60`,
  "Le Havre AC": `
30|GK|马蒂厄·戈尔热林|Mathieu Gorgelin|法国|1990-08-05|187|65
1|GK|阿蒂尔·德马|Arthur Desmas|法国|1994-04-07|189|64
16|GK|利奥内尔·姆帕西|Lionel Mpasi|刚果(金)|1994-08-01|188|60
4|DC|阿鲁纳·桑甘特|Arouna Sangante|塞内加尔|2002-04-12|186|66
5|DC|戈蒂埃·洛里斯|Gautier Lloris|法国|1995-07-18|190|63
3|DC|濑古步梦|Ayumu Seko|日本|2000-06-15|186|65
21|DC|艾蒂安·尤特·金夸|Étienne Youté Kinkoué|法国|1998-01-13|186|63
2|DR|洛伊克·内戈|Loïc Nego|匈牙利|1991-01-15|178|63
13|DR|福德·杜库雷|Fodé Doucouré|马里|2001-02-03|178|62
24|DL|亚尼斯·祖瓦维|Yanis Zouaoui|阿尔及利亚|2004-06-22|176|60
94|DM|阿卜杜拉耶·图雷|Abdoulaye Touré|几内亚|1994-03-03|188|66
8|MC|拉苏尔·恩迪亚耶|Rassoul Ndiaye|塞内加尔|2001-11-26|180|65
18|MC|西蒙·埃博诺|Simon Ebonog|法国|2004-05-17|182|61
20|MC|洛伊内·恩迪亚耶|Loune Ndiaye|法国|2005-06-10|180|60
10|AM|亚辛·凯什塔|Yassine Kechta|摩洛哥|2002-02-25|176|64
9|ST|伊萨·苏马雷|Issa Soumaré|塞内加尔|2000-10-10|188|65
7|RW|若苏埃·卡西米尔|Josué Casimir|海地|2001-09-24|178|64
11|LW|安托万·茹茹|Antoine Joujou|法国|2003-01-02|177|63
17|RW|萨缪尔·格朗西尔|Samuel Grandsir|法国|1996-08-14|179|62
6|MC|乌萨马·塔尔加林|Oussama Targhalline|摩洛哥|2002-05-20|180|64
25|DL|克里斯托弗·奥佩里|Christopher Opéri|科特迪瓦|1997-04-29|180|62
26|DR|蒂莫泰·彭贝莱|Timothée Pembélé|法国|2002-09-09|180|62`,
  "ES Troyes AC": `
1|GK|尼古拉·勒迈特尔|Nicolas Lemaître|法国|1997-02-19|187|63
16|GK|希莱尔·科纳特|Hillel Konaté|法国|2004-03-30|190|56
30|GK|扎卡里·布歇|Zacharie Boucher|法国|1992-03-07|187|58
4|DC|阿德里安·蒙弗雷|Adrien Monfray|法国|1990-03-30|185|62
5|DC|梅赫迪·塔赫拉特|Mehdi Tahrat|阿尔及利亚|1990-01-24|186|60
24|DC|伊万·蒂蒂|Yvann Titti|法国|2001-11-24|188|60
23|DC|鲁迪·科洪|Rudy Kohon|法国|2005-01-09|188|57
3|DL|伊斯梅尔·布拉|Ismaël Boura|法国|2000-08-14|176|61
29|DL|阿卜杜·孔泰|Abdu Conté|葡萄牙|1998-03-29|180|59
2|DM|马蒂斯·德图尔贝|Mathys Detourbet|法国|2003-04-05|181|60
8|MC|安托万·米勒|Antoine Mille|法国|1999-06-20|178|63
10|AM|梅尔万·伊夫纳维|Merwan Ifnaoui|摩洛哥|2000-10-12|175|64
6|DM|穆罕默德·迪奥普|Mouhamed Diop|塞内加尔|2004-07-18|185|58
14|MC|马丁·阿德林|Martin Adeline|法国|2003-12-03|180|60
18|MC|格扎维埃·沙瓦勒兰|Xavier Chavalerin|法国|1991-03-07|176|59
9|ST|陶菲克·本塔耶布|Tawfik Bentayeb|摩洛哥|2002-01-21|183|65
7|RW|拉菲基·赛义德|Rafiki Saïd|科摩罗|2000-03-15|175|60
11|LW|若雷斯·阿苏穆|Jaurès Assoumou|科特迪瓦|2003-07-08|178|60
20|ST|穆奈姆·埃尔伊德里西|Mounaïm El Idrissy|摩洛哥|1999-02-10|180|61
17|LW|亚历克斯·菲利波诺|Alex Philiponeau|法国|2004-05-21|176|58
19|ST|易卜拉欣·特拉奥雷|Ibrahim Traoré|法国|2006-02-12|182|56`,
};
