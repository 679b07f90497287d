// Frequent, visually distinct characters (many from sport), so nobody squints at rare glyphs.
export const COMMON_CHARACTERS: readonly string[] = Array.from(
  new Set(
    "球赛队员场门射传攻守胜负冠军联杯主客进分钟时间天年月日人大小中上下左右东西南北" +
      "山水火木金土石田风雨云花草树林马牛羊鸟鱼虫米茶酒书画笔纸灯车船路桥城市国家" +
      "红黄蓝绿白黑春夏秋冬早晚开关来去出入走跑跳飞看听说读写学生老师朋友快乐高长" +
      "多少新旧美好明光星海河湖雪冰桌椅衣帽手足头口耳目心力工民和平安全正方圆",
  ),
);
