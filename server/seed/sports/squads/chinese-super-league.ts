import type { SquadSheet } from "./squad-sheet";

// 2025 CSL squads as registered (at most 5 foreigners, plus the Hong Kong slot); Chongqing Tonglianglong and
// Liaoning Tieren, promoted for 2026, with their 2026 CSL squads (players who moved in winter 2025-26 are listed there).
// prettier-ignore
export const chineseSuperLeagueSquads: SquadSheet = {
  "Shanghai Port": `
1|GK|颜骏凌|Yan Junling|中国|1991-01-28|190|73
12|GK|陈威|Chen Wei|中国|1998-02-14|187|63
34|GK|杜佳|Du Jia|中国|1993-03-04|189|58
4|DR|王燊超|Wang Shenchao|中国|1989-02-08|180|69
3|DC|蒋光太|Tyias Browning|中国|1994-05-27|185|71
13|DC|魏震|Wei Zhen|中国|1997-02-12|186|68
5|DC|张琳芃|Zhang Linpeng|中国|1989-05-09|186|66
2|DC|李昂|Li Ang|中国|1993-09-15|187|65
32|DL|李帅|Li Shuai|中国|1995-06-18|188|66
23|DL|傅欢|Fu Huan|中国|1993-08-05|178|62
20|DC|杨世元|Yang Shiyuan|中国|1994-04-13|184|61
22|DM|马修斯·茹萨|Matheus Jussa|巴西|1996-07-10|184|74
16|MC|徐新|Xu Xin|中国|1994-04-19|172|68
6|DM|蔡慧康|Cai Huikang|中国|1989-10-10|182|63
10|AM|马特乌斯·维塔尔|Mateus Vital|巴西|1998-02-12|175|78
21|MC|奥斯卡·梅伦多|Óscar Melendo|西班牙|1997-08-23|170|75
31|MC|鲍世蒙|Bao Shimeng|中国|2002-04-09|178|60
37|MC|陈序煌|Chen Xuhuang|中国|2002-03-10|180|60
7|ST|武磊|Wu Lei|中国|1991-11-19|174|79
45|ST|莱昂纳多|Leonardo|巴西|1997-09-22|182|78
30|LW|加布里埃尔|Gabrielzinho|巴西|1996-03-01|171|76
26|RW|刘若钒|Liu Ruofan|中国|1999-02-06|180|65
11|LW|吕文君|Lü Wenjun|中国|1989-11-11|176|62
27|RW|冯劲|Feng Jin|中国|1993-10-13|176|62
38|RW|黎德明|Li Deming|中国|2003-06-15|175|57`,
  "Shanghai Shenhua": `
1|GK|薛庆浩|Xue Qinghao|中国|2000-07-18|190|69
30|GK|鲍亚雄|Bao Yaxiong|中国|1997-05-22|188|67
41|GK|周正凯|Zhou Zhengkai|中国|2002-01-15|189|56
13|DR|威尔逊·马纳法|Wilson Manafá|葡萄牙|1994-07-23|177|74
4|DC|蒋圣龙|Jiang Shenglong|中国|2000-12-24|192|70
5|DC|朱辰杰|Zhu Chenjie|中国|2000-08-23|188|71
27|DL|陈晋一|Chen Jinyi|中国|2002-09-19|183|63
2|DC|王世龙|Wang Shilong|中国|2001-05-06|186|61
3|DC|金顺凯|Jin Shunkai|中国|2001-04-11|185|62
16|DL|杨泽翔|Yang Zexiang|中国|1994-12-16|180|63
23|DM|李可|Li Ke|中国|1993-05-23|190|68
15|DM|吴曦|Wu Xi|中国|1989-02-19|180|65
17|MC|高天意|Gao Tianyi|中国|1998-07-21|178|66
10|AM|若昂·卡洛斯·特谢拉|João Carlos Teixeira|葡萄牙|1993-01-18|179|76
7|MC|徐皓阳|Xu Haoyang|中国|1999-01-15|183|66
33|MC|汪海健|Wang Haijian|中国|2000-08-03|177|65
34|AM|刘诚宇|Liu Chengyu|中国|2005-02-12|175|61
43|MC|杨皓宇|Yang Haoyu|中国|2004-06-08|178|58
19|ST|路易斯·阿苏埃|Luis Asué|赤道几内亚|1998-06-26|176|74
9|ST|绍洛·米内罗|Saulo Mineiro|巴西|1994-08-27|182|75
20|RW|于汉超|Yu Hanchao|中国|1987-02-25|175|59
14|RW|谢鹏飞|Xie Pengfei|中国|1993-06-29|175|61
45|MC|韩嘉文|Han Jiawen|中国|2005-03-19|178|55
8|AM|戴伟浚|Dai Wai Tsun|中国香港|1999-07-24|173|64`,
  "Chengdu Rongcheng": `
33|GK|刘殿座|Liu Dianzuo|中国|1990-06-26|187|68
16|GK|蹇韬|Jian Tao|中国|2000-10-21|188|66
1|GK|耿晓峰|Geng Xiaofeng|中国|1987-10-15|187|56
4|DC|蒂莫·莱切特|Timo Letschert|荷兰|1993-05-25|186|74
22|DC|李扬|Li Yang|中国|1997-01-08|183|65
28|DC|杨帅|Yang Shuai|中国|1997-12-04|185|63
19|DC|董岩锋|Dong Yanfeng|中国|1996-10-02|185|62
2|DL|胡荷韬|Hu Hetao|中国|2003-02-19|180|66
3|DC|唐鑫|Tang Xin|中国|1994-02-12|184|61
23|DR|杨一鸣|Yang Yiming|中国|1995-03-23|178|61
26|DR|刘涛|Liu Tao|中国|1996-06-14|178|60
11|MR|古尔芬克尔|Gurfinkel|以色列|1998-11-05|180|73
8|DM|周定洋|Tim Chow|中国|1994-01-18|179|70
20|MC|唐淼|Tang Miao|中国|1990-03-16|178|63
5|MC|杨明洋|Yang Mingyang|中国|1995-05-17|180|67
25|MC|买提江|Mirahmetjan Muzepper|中国|1991-03-01|178|61
6|MC|冯卓毅|Feng Zhuoyi|中国|1997-03-22|178|60
10|AM|罗慕洛|Rômulo|巴西|1995-10-10|178|77
21|ST|费利佩|Felipe Silva|巴西|1990-03-24|184|76
7|LW|韦世豪|Wei Shihao|中国|1995-04-08|178|74
9|RW|伊萨·卡隆|Issa Kallon|塞拉利昂|1996-05-03|176|72
39|ST|甘超|Gan Chao|中国|1995-03-06|180|60`,
  "Shandong Taishan": `
14|GK|王大雷|Wang Dalei|中国|1989-01-10|185|71
1|GK|于金永|Yu Jinyong|中国|1996-05-11|188|60
32|GK|李冠希|Li Guanxi|中国|2001-02-07|190|56
11|DL|刘洋|Liu Yang|中国|1995-06-17|180|67
27|DC|石柯|Shi Ke|中国|1993-01-08|188|66
20|DC|高准翼|Gao Zhunyi|中国|1995-08-21|182|67
2|DR|王彤|Wang Tong|中国|1993-02-12|180|63
5|DC|郑铮|Zheng Zheng|中国|1989-07-11|188|62
31|DC|赵剑非|Zhao Jianfei|中国|2002-01-23|188|61
35|DM|黄政宇|Huang Zhengyu|中国|1997-01-24|186|66
22|MC|李源一|Li Yuanyi|中国|1993-08-28|180|67
38|AM|谢文能|Xie Wenneng|中国|2001-03-07|178|68
16|MC|彭欣力|Peng Xinli|中国|1991-05-18|181|61
10|MC|吴兴涵|Wu Xinghan|中国|1993-02-24|176|63
15|DM|齐天羽|Qi Tianyu|中国|1998-06-09|182|59
7|AM|瓦列里·卡扎伊什维利|Valeri Qazaishvili|格鲁吉亚|1993-01-29|175|76
9|ST|克雷桑|Cryzan|巴西|1993-03-08|180|78
19|ST|泽卡|Zeca|巴西|1997-10-25|190|77
17|RW|陈蒲|Chen Pu|中国|1997-01-04|175|64
21|RW|刘彬彬|Liu Binbin|中国|1993-06-16|175|61
23|ST|毕津浩|Bi Jinhao|中国|1991-01-22|186|60
39|DL|宋龙|Song Long|中国|1989-06-03|178|58`,
  "Beijing Guoan": `
1|GK|韩佳奇|Han Jiaqi|中国|1999-01-14|190|67
34|GK|侯森|Hou Sen|中国|1989-06-30|187|65
25|GK|郑图罗|Zheng Tuluo|中国|2003-04-04|190|56
8|DR|古加|Guga|巴西|1998-08-29|178|74
27|DR|王刚|Wang Gang|中国|1989-02-17|182|63
4|DC|李磊|Li Lei|中国|1992-05-30|185|66
26|DC|柏杨|Bai Yang|中国|2001-02-03|188|63
3|DL|何宇鹏|He Yupeng|中国|2000-04-06|180|63
16|DC|冯博轩|Feng Boxuan|中国|1997-04-13|185|61
6|DM|池忠国|Chi Zhongguo|中国|1989-10-26|180|62
5|DM|达万|Dawhan|巴西|1998-03-18|176|75
21|MC|张源|Zhang Yuan|中国|1997-01-28|178|65
10|AM|张稀哲|Zhang Xizhe|中国|1991-01-23|176|64
17|MR|杨立瑜|Yang Liyu|中国|1997-02-13|177|63
19|ML|乃比江|Nebijan Muhmet|中国|2000-03-21|175|63
11|LW|林良铭|Lin Liangming|中国|1997-06-04|180|70
37|RW|曹永竞|Cao Yongjing|中国|1997-02-15|176|67
18|LW|方昊|Fang Hao|中国|2000-01-03|175|64
9|ST|张玉宁|Zhang Yuning|中国|1997-01-05|185|72
29|ST|法比奥·阿布雷乌|Fábio Abreu|安哥拉|1993-01-29|188|76
20|ST|王子铭|Wang Ziming|中国|1996-08-06|188|63
22|ST|于大宝|Yu Dabao|中国|1988-04-18|188|57`,
  "Tianjin Jinmen Tiger": `
25|GK|闫炳良|Yan Bingliang|中国|1991-05-02|188|63
1|GK|方镜淇|Fang Jingqi|中国|1993-01-14|187|61
21|GK|齐雨熙|Qi Yuxi|中国|2002-04-18|190|54
6|DC|王献钧|Wang Xianjun|中国|2000-01-12|185|62
4|DC|杨帆|Yang Fan|中国|1996-03-28|188|63
3|DC|胡安·罗斯|Juan Ros|西班牙|1996-04-22|186|69
16|DC|杨梓豪|Yang Zihao|中国|1998-06-09|185|60
11|DC|谢维军|Xie Weijun|中国|1997-08-11|186|61
40|DC|石炎|Shi Yan|中国|2002-03-26|188|56
31|DL|孙铭谦|Sun Mingqian|中国|2001-07-17|178|61
14|DL|黄嘉辉|Huang Jiahui|中国|2000-03-04|178|61
32|DL|苏缘杰|Su Yuanjie|中国|1995-08-27|178|59
22|DR|李永佳|Li Yongjia|中国|2001-02-23|178|60
2|DR|王政豪|Wang Zhenghao|中国|1999-08-19|180|58
30|MC|王秋明|Wang Qiuming|中国|1993-01-09|176|66
8|AM|哈达斯|Bruno Xadas|葡萄牙|1997-12-02|178|73
29|ML|巴顿|Ba Dun|中国|1995-06-13|178|63
28|MC|郭皓|Guo Hao|中国|1994-07-07|175|60
27|MC|李嗣镕|Li Sirong|中国|2003-01-25|178|56
39|MC|蔡承峻|Cai Chengjun|中国|2004-05-20|176|55
9|ST|基莱斯|Alberto Quiles|西班牙|1995-02-18|185|74
7|RW|阿尔比昂·阿代米|Albion Ademi|芬兰|1999-02-19|175|70
19|RW|刘俊贤|Liu Junxian|中国|2002-09-09|176|56`,
  "Zhejiang FC": `
1|GK|赵博|Zhao Bo|中国|1993-06-22|190|65
12|GK|顾超|Gu Chao|中国|1989-08-11|190|60
30|GK|李一嘉|Li Yijia|中国|2002-01-19|190|52
36|DC|卢卡斯·波西尼奥洛|Lucas Possignolo|巴西|1994-07-11|186|71
4|DC|汪士钦|Wang Shiqin|中国|2001-09-21|185|62
5|DC|梁诺恒|Liang Nuoheng|中国|1995-10-18|186|61
15|DC|张瑷晖|Zhang Aihui|中国|2001-05-12|185|58
3|DL|刘浩帆|Liu Haofan|中国|2001-02-16|180|62
2|DR|钱杰给|Qian Jiegei|中国|1995-05-21|178|58
23|DR|童磊|Tong Lei|中国|1997-03-07|178|59
6|MC|孙国文|Sun Guowen|中国|1993-09-30|178|62
8|DM|李提香|Li Tixiang|中国|1990-06-15|180|61
17|DM|程进|Cheng Jin|中国|1995-01-02|178|61
18|MC|张佳祺|Zhang Jiaqi|中国|1991-04-01|180|59
20|AM|姚均晟|Yao Junsheng|中国|1995-10-29|172|60
11|AM|弗兰克|Franko Andrijašević|克罗地亚|1991-06-22|181|74
10|LW|亚历山德鲁·米特里策|Alexandru Mitriță|罗马尼亚|1995-02-08|170|75
19|ST|王钰栋|Wang Yudong|中国|2006-10-11|180|66
9|ST|奥乌苏|Deabeas Owusu-Sekyere|加纳|1998-03-13|186|70
29|ST|亚戈|Yago Cariello|巴西|1999-01-13|188|68
7|RW|陶强龙|Tao Qianglong|中国|2001-11-20|173|61
27|ST|高天语|Gao Tianyu|中国|2002-06-02|182|55`,
  "Henan FC": `
26|GK|徐嘉敏|Xu Jiamin|中国|1994-07-12|188|62
1|GK|史晓天|Shi Xiaotian|中国|1990-03-06|190|58
36|DC|伊亚戈·迈达纳|Iago Maidana|巴西|1996-01-18|186|70
3|DC|周缘德|Zhou Yuande|中国|2002-04-19|186|58
5|DC|王国明|Wang Guoming|中国|1997-05-16|186|60
16|DC|牛梓益|Niu Ziyi|中国|2000-01-15|186|60
4|DL|叶尔江|Yerjet Yerzat|中国|2000-08-23|180|60
2|DL|刘易鑫|Liu Yixin|中国|2000-05-27|183|58
20|DM|何超|He Chao|中国|1995-04-19|183|63
22|DM|黄锐烽|Huang Ruifeng|中国|1995-03-11|178|58
19|MC|杨意林|Yang Yilin|中国|2000-02-05|178|60
13|MC|阿卜杜肉苏力|Abdurusul Abdulla|中国|1999-06-02|176|58
8|MC|王上源|Wang Shangyuan|中国|1993-06-02|183|61
40|AM|布鲁诺·纳萨里奥|Bruno Nazário|巴西|1995-08-17|178|72
7|LW|钟义浩|Zhong Yihao|中国|1996-06-18|175|62
11|RW|钟晋宝|Zhong Jinbao|中国|1995-09-27|176|60
9|ST|费利佩·卡多索|Felippe Cardoso|巴西|1998-06-20|186|71
21|RW|黄紫昌|Huang Zichang|中国|1997-04-04|178|63
6|DC|罗鑫|Luo Xin|中国|1995-02-14|186|58
15|DC|陈浩|Chen Hao|中国|1993-03-19|185|56
33|DC|刘家辉|Liu Jiahui|中国|1997-04-09|186|55
23|MC|陈科睿|Chen Kerui|中国|2001-05-11|178|55`,
  "Yunnan Yukun": `
1|GK|马镇|Ma Zhen|中国|1999-08-14|190|62
13|GK|邱圣均|Qiu Shengjun|中国|1998-03-27|188|54
18|DC|弋腾|Yi Teng|中国|1990-07-30|188|61
4|DC|李松益|Li Songyi|中国|1993-01-27|187|61
3|DR|徐宏杰|Xu Hongjie|中国|1997-11-02|180|57
16|DL|张祥硕|Zhang Xiangshuo|中国|1999-02-25|180|56
8|MC|叶楚贵|Ye Chugui|中国|1997-01-16|176|60
6|DC|赵宇豪|Zhao Yuhao|中国|1993-04-02|184|58
10|MC|约尼查|Artur Ioniță|摩尔多瓦|1990-08-17|184|70
14|MC|内内|Nenê|巴西|1994-03-04|175|68
7|MC|罗竞|Luo Jing|中国|1993-04-14|176|57
23|MC|尹聪耀|Yin Congyao|中国|1997-01-14|175|56
24|AM|余鉴贤|Yu Jianxian|中国|2000-02-04|175|54
30|LW|侯永永|Hou Yongyong|中国|1994-06-05|180|66
25|ST|奥斯卡·马里图|Oscar Maritu|刚果(金)|1997-05-20|178|71
9|ST|佩德罗·恩里克|Pedro Henrique|巴西|1990-06-16|180|70
19|ST|段德智|Duan Dezhi|中国|1997-02-10|183|54
27|RW|韩子龙|Han Zilong|中国|2001-08-26|176|53
21|ST|李彪|Li Biao|中国|2000-10-04|182|53
26|MC|张宸梁|Zhang Chenliang|中国|2001-08-15|178|52
17|MC|孙学龙|Sun Xuelong|中国|1999-02-11|178|54
20|DC|张宇峰|Zhang Yufeng|中国|1998-05-22|185|54`,
  "Dalian Yingbo": `
17|GK|隋维杰|Sui Weijie|中国|1983-04-05|188|59
1|GK|黄子豪|Huang Zihao|中国|1997-09-26|188|60
25|GK|葛鹏|Ge Peng|中国|1995-01-10|189|53
30|DC|温家宝|Wen Jiabao|中国|1999-03-21|187|60
38|DR|吕焯毅|Lü Zhuoyi|中国|1998-01-15|178|60
3|DC|宋岳|Song Yue|中国|1991-11-20|186|60
6|DC|晋鹏翔|Jin Pengxiang|中国|1995-03-31|186|58
4|DC|赵学斌|Zhao Xuebin|中国|1993-01-18|184|56
18|DL|肖强|Xiao Qiang|中国|1994-03-07|178|55
2|DR|张震|Zhang Zhen|中国|1996-06-06|178|54
21|MC|吕鹏|Lü Peng|中国|1989-09-06|180|60
22|MC|毛伟杰|Mao Weijie|中国|2004-02-16|178|58
40|MC|廖锦涛|Liao Jintao|中国|1999-08-09|178|58
28|DM|费煜|Fei Yu|中国|1995-05-12|183|57
15|MC|刘祝润|Liu Zhurun|中国|2002-01-29|175|60
29|MC|孙铂|Sun Bo|中国|1991-01-19|180|56
8|MC|曲格平|Qu Geping|中国|2004-03-27|176|52
39|RW|阎相闯|Yan Xiangchuang|中国|1986-07-05|176|55
11|ST|塞法斯·马莱莱|Cephas Malele|安哥拉|1994-01-08|180|72
16|ST|朱鹏宇|Zhu Pengyu|中国|2004-01-03|183|58
9|ST|闫鹏|Yan Peng|中国|1995-02-13|186|54
13|MC|杨铭锐|Yang Mingrui|中国|2003-02-11|178|53`,
  "Qingdao West Coast": `
1|GK|李昊|Li Hao|中国|2004-04-13|191|62
22|GK|刘世博|Liu Shibo|中国|1997-11-24|188|56
5|DC|里切利|Riccieli|巴西|1998-04-17|187|69
13|DC|杨希|Yang Xi|中国|2005-02-19|182|62
2|DC|赵宏略|Zhao Hongluo|中国|1996-10-20|185|57
4|DC|丁海峰|Ding Haifeng|中国|1991-03-13|186|56
15|DC|董宇|Dong Yu|中国|1996-02-17|185|55
3|DL|张修维|Zhang Xiuwei|中国|1996-05-17|178|56
21|DL|向荣峻|Xiang Rongjun|中国|2000-09-20|178|56
28|DR|张呈栋|Zhang Chengdong|中国|1989-02-09|181|60
8|MC|徐彬|Xu Bin|中国|2004-05-31|178|62
10|AM|马特乌斯|Matheus|巴西|1998-02-08|178|68
6|MC|戴维森|Davidson|巴西|1991-03-05|180|69
14|MC|葛振|Ge Zhen|中国|1987-07-18|181|54
11|AM|何龙海|He Longhai|中国|2001-04-03|170|58
19|MC|刘浪舟|Liu Langzhou|中国|2002-04-10|178|55
7|LW|内尔松·卢斯|Nelson da Luz|安哥拉|1998-04-21|174|68
18|ST|阿齐兹|Abdul-Aziz Yakubu|加纳|1998-11-10|182|67
20|ST|高迪|Gao Di|中国|1990-06-10|180|57
36|ST|段刘愚|Duan Liuyu|中国|1998-09-24|183|58
9|ST|单欢欢|Shan Huanhuan|中国|1999-03-16|183|57
24|RW|何小珂|He Xiaoke|中国|2004-09-22|176|58`,
  "Qingdao Hainiu": `
1|GK|牟鹏飞|Mou Pengfei|中国|1992-05-28|189|61
25|GK|刘君|Liu Jun|中国|1995-02-20|188|55
3|DC|刘军帅|Liu Junshuai|中国|1995-02-22|188|59
26|DL|金洋洋|Jin Yangyang|中国|1993-02-15|180|57
5|DC|菲利佩·奥古斯托|Felipe Augusto|巴西|1999-01-15|186|66
16|DC|冯伯元|Feng Boyuan|中国|1995-06-02|185|56
4|DC|车世伟|Che Shiwei|中国|1996-03-29|186|55
2|DR|沙一博|Sha Yibo|中国|1996-09-12|178|54
22|DR|刘振理|Liu Zhenli|中国|1997-01-31|178|54
15|DL|孙正傲|Sun Zheng'ao|中国|2000-01-08|180|55
8|MC|林创益|Lin Chuangyi|中国|1993-01-28|176|58
6|MC|宋文杰|Song Wenjie|中国|1996-02-22|180|56
30|MC|韦所为|Wei Suowei|中国|2006-01-09|176|54
10|MC|陈纯新|Chen Chunxin|中国|2001-03-17|176|55
14|MC|胡靖航|Hu Jinghang|中国|1997-01-03|178|55
18|MC|罗森文|Luo Senwen|中国|1993-06-24|175|55
23|MC|李苏达|Li Suda|中国|2005-04-05|178|52
7|LW|郑龙|Zheng Long|中国|1988-04-15|175|54
9|ST|圣地亚哥·奥尔梅尼奥|Santiago Ormeño|秘鲁|1994-02-04|185|68
11|RW|金永浩|Jin Yonghao|中国|2004-07-18|176|52
19|ST|韦子弦|Wei Zixian|中国|2006-06-12|183|51
17|LW|杨聪|Yang Cong|中国|2003-05-09|176|52`,
  "Wuhan Three Towns": `
45|GK|郭嘉宇|Guo Jiayu|中国|1997-03-17|188|60
1|GK|魏黾哲|Wei Minzhe|中国|1996-03-21|188|56
2|DC|贺惯|He Guan|中国|1993-02-22|186|59
18|DC|刘奕鸣|Liu Yiming|中国|1995-02-28|188|61
25|DR|邓涵文|Deng Hanwen|中国|1995-01-08|178|63
5|DC|朴志洙|Park Ji-su|韩国|1994-06-13|184|68
6|DC|龙威|Long Wei|中国|1997-11-25|182|57
4|DC|姜至鹏|Jiang Zhipeng|中国|1989-03-06|180|55
23|DL|任航|Ren Hang|中国|1989-08-23|183|55
43|DL|张涛|Zhang Tao|中国|1997-04-21|178|53
10|AM|达兰|Dálan|巴西|1998-08-10|175|69
7|MC|古斯塔沃·绍尔|Gustavo Sauer|巴西|1993-06-30|174|69
13|MC|郑凯木|Zheng Kaimu|中国|1992-04-06|176|57
15|MC|陈哲超|Chen Zhechao|中国|1995-01-28|176|56
8|MC|汪晋贤|Wang Jinxian|中国|1996-01-05|178|57
12|DM|张晓彬|Zhang Xiaobin|中国|1993-07-11|180|57
22|RW|沈子贵|Shen Zigui|中国|1999-03-01|176|57
9|ST|亚历山德鲁·图多列|Alexandru Tudorie|罗马尼亚|1996-03-19|188|68
19|RW|刘越|Liu Yue|中国|1995-03-24|176|56
40|ST|余天翔|Yu Tianxiang|中国|2002-05-11|183|52
42|LW|闵紫曦|Min Zixi|中国|2003-01-20|175|51
16|MC|张辉|Zhang Hui|中国|2001-02-25|178|53`,
  "Shenzhen Peng City": `
13|GK|彭鹏|Peng Peng|中国|1991-04-11|188|59
1|GK|季家葆|Ji Jiabao|中国|1994-02-05|188|55
14|GK|赵石|Zhao Shi|中国|1993-10-14|188|52
2|DR|张卫|Zhang Wei|中国|1993-05-17|180|56
5|DC|胡睿宝|Hu Ruibao|中国|1996-03-26|186|58
20|DC|杜加利奇|Dugalić|塞尔维亚|1995-02-05|190|66
29|DC|王峤|Wang Qiao|中国|1997-06-16|186|55
19|DL|安永佳|An Yongjia|中国|1999-05-14|178|55
15|DC|于睿|Yu Rui|中国|1996-07-08|185|54
9|RW|蒂亚戈·列昂索|Tiago Leonço|葡萄牙|1997-04-14|176|67
28|MC|张煜东|Zhang Yudong|中国|1997-11-24|178|55
11|MC|埃杜·加西亚|Edu García|西班牙|1990-04-28|173|67
6|DM|廖力生|Liao Lisheng|中国|1993-04-29|178|58
16|MC|李智|Li Zhi|中国|1999-02-23|176|53
17|MC|李宁|Li Ning|中国|1994-06-05|178|54
21|MC|南松|Nan Song|中国|1992-08-14|176|53
34|LW|夏合扎提|Xiahezhati Wujiahemaiti|中国|2000-05-08|175|55
46|MC|申桓铭|Shen Huanming|中国|2004-05-29|176|51
7|ST|韦斯利|Wesley|巴西|1993-05-10|183|70
56|ST|江唯一|Jiang Weiyi|中国|2005-04-22|182|50
32|RW|袁俊杰|Yuan Junjie|中国|1998-04-02|176|52
35|DR|周鑫|Zhou Xin|中国|1998-01-25|178|52`,
  "Chongqing Tonglianglong": `
1|GK|姚浩洋|Yao Haoyang|中国|1999-09-08|190|60
31|GK|吴梓桐|Wu Zitong|中国|2002-03-04|189|52
3|DC|张英凯|Zhang Yingkai|中国|1999-05-20|186|56
32|DC|迈克尔·恩加德乌|Michael Ngadeu-Ngadjui|喀麦隆|1990-11-23|190|70
26|DC|和晓强|He Xiaoqiang|中国|2002-06-07|185|57
5|DC|黄旭恒|Huang Xuheng|中国|2001-04-11|185|55
4|DC|岳瑞杰|Yue Ruijie|中国|2003-02-18|186|52
2|DR|王文轩|Wang Wenxuan|中国|2001-10-16|178|54
24|DL|刘明仕|Liu Mingshi|中国|2000-08-26|178|54
38|DM|阮奇龙|Ruan Qilong|中国|2001-04-19|180|57
10|MC|伊布拉欣·阿马杜|Ibrahim Amadou|法国|1993-04-06|185|70
8|AM|李镇全|Li Zhenquan|中国|2001-03-10|176|58
15|MC|宋攀|Song Pan|中国|2000-07-07|178|54
18|MC|吴永强|Wu Yongqiang|中国|2001-05-05|176|54
16|MC|张志雄|Zhang Zhixiong|中国|2002-04-21|178|52
22|MC|马钰均|Ma Yujun|中国|2003-06-30|176|51
17|MC|吴宇曦|Wu Yuxi|中国|2003-01-12|176|51
14|MC|程烨桐|Cheng Yetong|中国|2002-08-09|178|52
7|ST|向余望|Xiang Yuwang|中国|2004-01-12|180|63
11|ST|兰德里·迪马塔|Landry Dimata|比利时|1997-09-01|186|68
30|LW|白余涛|Bai Yutao|中国|2002-11-23|176|54
19|RW|杜月徵|Du Yuezheng|中国|1997-09-14|177|53`,
  "Liaoning Tieren": `
1|GK|韩镕泽|Han Rongze|中国|1993-01-20|188|58
12|GK|刘伟国|Liu Weiguo|中国|1993-03-15|189|54
33|GK|张岩|Zhang Yan|中国|1997-05-29|188|54
15|DC|栗鹏|Li Peng|中国|1989-09-22|185|53
26|DC|孙康博|Sun Kangbo|中国|2003-04-11|185|52
5|DC|李浩然|Li Haoran|中国|1997-07-09|186|56
4|DC|许东|Xu Dong|中国|1998-03-02|186|54
3|DC|元敏诚|Yuan Mincheng|中国|1999-05-20|185|55
2|DR|高嘉润|Gao Jiarun|中国|1998-03-17|178|54
22|DR|迪力穆拉提|Dilmurat Batur|中国|2000-07-16|178|55
23|DL|陈彬彬|Chen Binbin|中国|1998-09-30|178|55
6|DM|田依浓|Tian Yinong|中国|1991-05-11|178|56
8|DM|陈永泽|Chen Yongze|中国|1999-04-04|180|54
20|DM|费利佩|Felipe|巴西|1996-02-21|180|66
14|MC|杨健|Yang Jian|中国|1994-06-12|178|52
10|AM|邦本宜裕|Takahiro Kunimoto|日本|1997-10-08|172|67
16|MC|严鼎皓|Yan Dinghao|中国|1998-03-20|178|60
18|MC|潘喜明|Pan Ximing|中国|1998-02-24|178|52
17|MR|安以恩|An Yien|中国|2000-06-03|176|55
9|ST|盖伊·姆本扎|Guy Mbenza|刚果(布)|2000-04-01|188|68
11|LW|热菲尼奥|Jefinho|巴西|1999-01-06|172|67
19|ST|田玉达|Tian Yuda|中国|1998-01-27|183|54
7|RW|臧一锋|Zang Yifeng|中国|1996-01-27|178|54`,
};
