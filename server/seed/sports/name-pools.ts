/** Name pools by naming culture: "中文:English" pairs, space separated ("_" is a space inside a name). */
export type Pool = { first: string; last: string; style: "western" | "east-asian" };

// Big enough that a squad of 28 from one culture finds a family name for everyone (the site shows
// footballers by family name, so two in a team must not share it).
// prettier-ignore
export const POOLS = {
  en: {
    style: "western",
    first: "哈里:Harry 杰克:Jack 詹姆斯:James 托马斯:Thomas 乔治:George 奥利弗:Oliver 丹尼尔:Daniel 马库斯:Marcus 刘易斯:Lewis 瑞安:Ryan 本:Ben 康纳:Connor 卡勒姆:Callum 马特:Matt 乔丹:Jordan 凯尔:Kyle 亚当:Adam 利亚姆:Liam 约书亚:Joshua 山姆:Sam 约翰:John 迈克尔:Michael 肖恩:Sean 杰米:Jamie 内森:Nathan 查理:Charlie",
    last: "史密斯:Smith 约翰逊:Johnson 布朗:Brown 威尔逊:Wilson 泰勒:Taylor 沃克:Walker 赖特:Wright 格林:Green 霍尔:Hall 伍德:Wood 米尔斯:Mills 戴维斯:Davies 汤普森:Thompson 罗伯茨:Roberts 爱德华兹:Edwards 柯林斯:Collins 贝克:Baker 哈里斯:Harris 克拉克:Clarke 休斯:Hughes 摩根:Morgan 库珀:Cooper 伍兹:Woods 沃德:Ward 特纳:Turner 帕克:Parker 坎贝尔:Campbell 斯图尔特:Stewart 默里:Murray 肯尼迪:Kennedy 奥康纳:O'Connor 墨菲:Murphy 凯利:Kelly 贝尔:Bell 斯科特:Scott 里德:Reid 格雷:Gray 亨特:Hunter 弗莱彻:Fletcher 巴恩斯:Barnes 罗斯:Ross",
  },
  us: {
    style: "western",
    first: "杰伦:Jalen 德安德烈:DeAndre 马利克:Malik 特雷:Trey 凯文:Kevin 布兰登:Brandon 贾马尔:Jamal 达米安:Damian 泰雷斯:Tyrese 克里斯:Chris 安东尼:Anthony 德文:Devin 扎克:Zach 卡梅伦:Cameron 以赛亚:Isaiah 贾伦:Jaylen 迈尔斯:Miles 奥斯汀:Austin 特伦斯:Terrence 德马尔:DeMar 拉马尔:Lamar 雷吉:Reggie 达柳斯:Darius 肯尼:Kenny 乔纳森:Jonathan 杰森:Jason",
    last: "约翰逊:Johnson 威廉姆斯:Williams 布朗:Brown 琼斯:Jones 戴维斯:Davis 米勒:Miller 摩尔:Moore 杰克逊:Jackson 哈里斯:Harris 汤普森:Thompson 怀特:White 罗宾逊:Robinson 沃克:Walker 格林:Green 米切尔:Mitchell 卡特:Carter 亚当斯:Adams 霍华德:Howard 瓦伦丁:Valentine 波特:Porter 希尔:Hill 安德森:Anderson 马丁:Martin 克拉克:Clark 金:King 斯科特:Scott 艾伦:Allen 赖特:Wright 纳尔逊:Nelson 坎贝尔:Campbell 帕克:Parker 埃文斯:Evans 斯图尔特:Stewart 莫里斯:Morris 里德:Reed 库克:Cook 贝利:Bailey 理查森:Richardson 考克斯:Cox 布鲁克斯:Brooks",
  },
  es: {
    style: "western",
    first: "哈维尔:Javier 亚历杭德罗:Alejandro 巴勃罗:Pablo 塞尔吉奥:Sergio 卡洛斯:Carlos 米格尔:Miguel 阿尔瓦罗:Álvaro 马里奥:Mario 大卫:David 伊克尔:Iker 劳尔:Raúl 胡安:Juan 迭戈:Diego 路易斯:Luis 安德烈斯:Andrés 尼古拉斯:Nicolás 马蒂亚斯:Matías 圣地亚哥:Santiago 费德里科:Federico 何塞:José 曼努埃尔:Manuel 豪尔赫:Jorge 安赫尔:Ángel 贡萨洛:Gonzalo 费尔南多:Fernando 埃塞基耶尔:Ezequiel",
    last: "加西亚:García 马丁内斯:Martínez 洛佩斯:López 桑切斯:Sánchez 佩雷斯:Pérez 戈麦斯:Gómez 费尔南德斯:Fernández 罗德里格斯:Rodríguez 鲁伊斯:Ruiz 莫雷诺:Moreno 希门尼斯:Jiménez 阿隆索:Alonso 纳瓦罗:Navarro 托雷斯:Torres 多明格斯:Domínguez 巴斯克斯:Vázquez 莫利纳:Molina 卡斯特罗:Castro 奥尔蒂斯:Ortiz 梅迪纳:Medina 罗梅罗:Romero 苏亚雷斯:Suárez 冈萨雷斯:González 埃尔南德斯:Hernández 迪亚斯:Díaz 阿尔瓦雷斯:Álvarez 穆尼奥斯:Muñoz 古铁雷斯:Gutiérrez 拉米雷斯:Ramírez 弗洛雷斯:Flores 贝尼特斯:Benítez 阿科斯塔:Acosta 贝加:Vega 帕雷德斯:Paredes 卡布雷拉:Cabrera 罗哈斯:Rojas 埃雷拉:Herrera 门多萨:Mendoza 佩尼亚:Peña 巴尔德斯:Valdés",
  },
  pt: {
    style: "western",
    first: "若昂:João 佩德罗:Pedro 卢卡斯:Lucas 加布里埃尔:Gabriel 马特乌斯:Matheus 拉斐尔:Rafael 古斯塔沃:Gustavo 布鲁诺:Bruno 蒂亚戈:Thiago 维托尔:Vítor 安德烈:André 迪奥戈:Diogo 费利佩:Felipe 罗德里戈:Rodrigo 雷南:Renan 埃弗顿:Everton 莱昂纳多:Leonardo 吉列尔梅:Guilherme 努诺:Nuno 保罗:Paulo 卡约:Caio 达尼洛:Danilo 伊戈尔:Igor 马塞洛:Marcelo 里卡多:Ricardo",
    last: "席尔瓦:Silva 桑托斯:Santos 奥利维拉:Oliveira 索萨:Sousa 佩雷拉:Pereira 科斯塔:Costa 费雷拉:Ferreira 罗德里格斯:Rodrigues 阿尔维斯:Alves 马丁斯:Martins 卡瓦略:Carvalho 戈麦斯:Gomes 洛佩斯:Lopes 里贝罗:Ribeiro 阿劳霍:Araújo 门德斯:Mendes 努内斯:Nunes 莫赖斯:Morais 巴罗斯:Barros 维埃拉:Vieira 平托:Pinto 莫拉:Moura 蒙泰罗:Monteiro 卡多佐:Cardoso 特谢拉:Teixeira 科雷亚:Correia 马沙多:Machado 拉莫斯:Ramos 雷斯:Reis 丰塞卡:Fonseca 纳西门托:Nascimento 苏扎:Souza 利马:Lima 费尔南德斯:Fernandes 迪亚斯:Dias 巴蒂斯塔:Batista 弗雷塔斯:Freitas 门东萨:Mendonça 阿泽维多:Azevedo 卡马尔戈:Camargo",
  },
  fr: {
    style: "western",
    first: "卢卡斯:Lucas 雨果:Hugo 泰奥:Théo 朱尔斯:Jules 马蒂斯:Mathis 纳坦:Nathan 安托万:Antoine 让:Jean 皮埃尔:Pierre 马克西姆:Maxime 克莱芒:Clément 巴蒂斯特:Baptiste 路易:Louis 亚历山大:Alexandre 尼古拉:Nicolas 朱利安:Julien 拉扬:Rayan 埃利奥特:Eliott 萨沙:Sacha 昆廷:Quentin 吉约姆:Guillaume 凯文:Kévin",
    last: "马丁:Martin 贝尔纳:Bernard 杜布瓦:Dubois 托马:Thomas 罗贝尔:Robert 理查:Richard 珀蒂:Petit 迪朗:Durand 勒鲁瓦:Leroy 莫罗:Moreau 西蒙:Simon 洛朗:Laurent 勒菲弗:Lefebvre 米歇尔:Michel 卢梭:Rousseau 樊尚:Vincent 富尼耶:Fournier 吉拉尔:Girard 博内:Bonnet 弗朗索瓦:François 梅西耶:Mercier 布朗:Blanc 加尼耶:Garnier 福雷:Faure 安德烈:André 勒克莱尔:Leclerc 马蒂厄:Mathieu 鲁:Roux 莫雷尔:Morel 朗贝尔:Lambert 布歇:Boucher 肖万:Chauvin 佩兰:Perrin 布吕内:Brunet 巴尔比耶:Barbier 阿诺:Arnaud 科兰:Colin 勒让德:Legendre 丰泰纳:Fontaine 卡隆:Caron",
  },
  de: {
    style: "western",
    first: "卢卡斯:Lukas 莱昂:Leon 费利克斯:Felix 约纳斯:Jonas 尼克拉斯:Niklas 蒂姆:Tim 扬:Jan 马克西米利安:Maximilian 保罗:Paul 弗洛里安:Florian 塞巴斯蒂安:Sebastian 托比亚斯:Tobias 凯:Kai 尼科:Nico 朱利安:Julian 本杰明:Benjamin 马蒂亚斯:Matthias 丹尼斯:Dennis 帕斯卡:Pascal 罗宾:Robin 菲利普:Philipp 莫里茨:Moritz",
    last: "穆勒:Müller 施密特:Schmidt 施耐德:Schneider 菲舍尔:Fischer 韦伯:Weber 迈尔:Meyer 瓦格纳:Wagner 贝克尔:Becker 舒尔茨:Schulz 霍夫曼:Hoffmann 克莱因:Klein 沃尔夫:Wolf 施罗德:Schröder 诺伊曼:Neumann 齐默尔曼:Zimmermann 克鲁格:Krüger 哈特曼:Hartmann 朗格:Lange 布劳恩:Braun 克劳斯:Krause 莱曼:Lehmann 凯勒:Keller 施瓦茨:Schwarz 齐格勒:Ziegler 福格特:Vogt 维尔纳:Werner 弗兰克:Frank 贝格尔:Berger 凯泽:Kaiser 福克斯:Fuchs 朗:Lang 魏斯:Weiss 胡贝尔:Huber 鲍尔:Bauer 里希特:Richter 许布纳:Hübner 格拉夫:Graf 弗里德里希:Friedrich 霍恩:Horn 施泰因:Stein",
  },
  it: {
    style: "western",
    first: "洛伦佐:Lorenzo 马蒂亚:Mattia 亚历山德罗:Alessandro 安德烈亚:Andrea 费德里科:Federico 里卡尔多:Riccardo 达维德:Davide 马可:Marco 詹卢卡:Gianluca 尼科洛:Niccolò 西蒙尼:Simone 弗朗切斯科:Francesco 朱塞佩:Giuseppe 斯特凡诺:Stefano 菲利波:Filippo 托马索:Tommaso 莱昂纳多:Leonardo 加布里埃莱:Gabriele 米凯莱:Michele 达尼埃莱:Daniele 皮耶特罗:Pietro 埃马努埃莱:Emanuele",
    last: "罗西:Rossi 鲁索:Russo 费拉里:Ferrari 埃斯波西托:Esposito 比安奇:Bianchi 罗马诺:Romano 科隆博:Colombo 里奇:Ricci 马里诺:Marino 格列柯:Greco 布鲁诺:Bruno 加洛:Gallo 孔蒂:Conti 德卢卡:De_Luca 曼奇尼:Mancini 詹蒂莱:Gentile 隆巴尔迪:Lombardi 莫雷蒂:Moretti 巴尔别里:Barbieri 方塔纳:Fontana 里纳尔迪:Rinaldi 卡鲁索:Caruso 焦尔达诺:Giordano 里佐:Rizzo 桑蒂尼:Santini 佩莱格里尼:Pellegrini 卡瓦利:Cavalli 费拉拉:Ferrara 萨尔维:Salvi 德安杰利斯:De_Angelis 维塔利:Vitali 马蒂尼:Martini 贝内代蒂:Benedetti 法里纳:Farina 帕里西:Parisi 塞拉:Serra 卡塔内奥:Cattaneo 奥利韦里:Oliveri 马泰:Mattei 朗戈:Longo",
  },
  nl: {
    style: "western",
    first: "达安:Daan 塞姆:Sem 米洛:Milo 蒂斯:Thijs 耶斯:Jesse 拉斯:Lars 斯泰恩:Stijn 鲁本:Ruben 巴斯:Bas 蒂姆:Tim 凯文:Kevin 约里特:Jorrit 卢克:Luuk 延斯:Jens 布拉姆:Bram 科恩:Koen 威廉:Willem 扬:Jan 吉斯:Gijs 沃特:Wout",
    last: "德扬:de_Jong 扬森:Jansen 德弗里斯:de_Vries 范登伯格:van_den_Berg 巴克:Bakker 维瑟:Visser 斯米特:Smit 梅耶尔:Meijer 德博尔:de_Boer 穆尔德:Mulder 德赫罗特:de_Groot 博斯:Bos 福斯:Vos 彼得斯:Peters 亨德里克斯:Hendriks 范德林登:van_der_Linden 德克尔:Dekker 范莱文:van_Leeuwen 布鲁因:Bruin 科克:Kok 范达姆:van_Dam 德维特:de_Wit 科斯特:Koster 范德梅尔:van_der_Meer 普林斯:Prins 波斯特:Post 布林克:Brink 克拉森:Klaassen 德格拉夫:de_Graaf 斯豪滕:Schouten 沃特斯:Wouters 雅各布斯:Jacobs 范德费尔德:van_de_Velde 德勒伊特:de_Ruiter 德兰格:de_Lange 范贝克:van_Beek 霍克斯特拉:Hoekstra 扬森斯:Janssens 马滕斯:Martens 克拉斯:Claes",
  },
  nordic: {
    style: "western",
    first: "埃里克:Erik 拉斯:Lars 安德斯:Anders 马格努斯:Magnus 奥斯卡:Oscar 埃米尔:Emil 维克托:Victor 约纳斯:Jonas 克里斯蒂安:Kristian 马蒂亚斯:Mathias 西蒙:Simon 亨里克:Henrik 奥勒:Ole 弗雷德里克:Fredrik 拉斯穆斯:Rasmus 古斯塔夫:Gustav 约翰:Johan 萨穆埃尔:Samuel 阿克塞尔:Axel 索伦:Søren",
    last: "汉森:Hansen 约翰森:Johansen 奥尔森:Olsen 拉尔森:Larsen 安德森:Andersen 佩德森:Pedersen 尼尔森:Nilsson 克里斯滕森:Christensen 延森:Jensen 贝里:Berg 林德:Lind 斯特兰德:Strand 约翰松:Johansson 卡尔松:Karlsson 索伦森:Sørensen 霍尔姆:Holm 达尔:Dahl 伦德:Lund 埃里克松:Eriksson 佩尔松:Persson 斯文松:Svensson 古斯塔夫松:Gustafsson 维克:Vik 巴克:Bakke 莫:Moe 索尔海姆:Solheim 伦德奎斯特:Lundqvist 安德松:Andersson 马德森:Madsen 拉斯穆森:Rasmussen 雅各布森:Jacobsen 克努森:Knudsen 哈尔沃森:Halvorsen 西蒙森:Simonsen 韦斯特高:Westergaard 比约克:Björk 赫格伦:Höglund 尼曼:Nyman 林德贝里:Lindberg 斯特伦:Ström",
  },
  slavic: {
    style: "western",
    first: "卢卡:Luka 伊万:Ivan 马尔科:Marko 尼古拉:Nikola 斯特凡:Stefan 米兰:Milan 达尼洛:Danilo 安德烈:Andrej 约西普:Josip 马泰奥:Mateo 弗拉迪斯拉夫:Vladyslav 奥列克桑德尔:Oleksandr 托马什:Tomáš 多米尼克:Dominik 佩塔尔:Petar 雅库布:Jakub 菲利普:Filip 米哈伊尔:Mikhail 德米特里:Dmitri",
    last: "科瓦奇:Kovač 霍尔瓦特:Horvat 佩特罗维奇:Petrović 约万诺维奇:Jovanović 尼科利奇:Nikolić 马尔科维奇:Marković 帕夫洛维奇:Pavlović 诺瓦克:Novak 博伊科:Boyko 邦达连科:Bondarenko 科瓦连科:Kovalenko 德沃夏克:Dvořák 斯沃博达:Svoboda 诺沃特尼:Novotný 巴比奇:Babić 武科维奇:Vuković 伊利奇:Ilić 伊万诺维奇:Ivanović 彼得罗夫:Petrov 伊万诺夫:Ivanov 德拉戈维奇:Dragović 科瓦切维奇:Kovačević 梅尔尼克:Melnyk 科瓦尔斯基:Kowalski 维什涅夫斯基:Wiśniewski 卡明斯基:Kamiński 拉多耶维奇:Radojević 西米奇:Simić 托多罗夫:Todorov 格奥尔基耶夫:Georgiev 迪米特罗夫:Dimitrov 波波夫:Popov 霍拉克:Horák 波拉克:Polák 约西波维奇:Josipović 斯塔诺耶维奇:Stanojević 瓦西列夫:Vasilev",
  },
  gr: {
    style: "western",
    first: "乔治斯:Giorgos 尼科斯:Nikos 瓦西里斯:Vasilis 科斯塔斯:Kostas 迪米特里斯:Dimitris 扬尼斯:Giannis 帕诺斯:Panos 亚历克西斯:Alexis 斯塔夫罗斯:Stavros 克里斯托斯:Christos 安德烈亚斯:Andreas 米哈利斯:Michalis 索蒂里斯:Sotiris 塔纳西斯:Thanasis 莱夫特里斯:Lefteris 斯皮罗斯:Spyros 马诺利斯:Manolis 伊利亚斯:Ilias",
    last: "帕帕多普洛斯:Papadopoulos 乔治乌:Georgiou 卡拉马尼斯:Karamanis 帕帕斯:Pappas 尼古拉乌:Nikolaou 康斯坦丁努:Konstantinou 迪米特里乌:Dimitriou 约安努:Ioannou 瓦西利乌:Vasiliou 马克里斯:Makris 亚历克西乌:Alexiou 安东尼乌:Antoniou 米哈伊利迪斯:Michailidis 西奥多鲁:Theodorou 卡拉扬尼斯:Karagiannis 斯皮罗普洛斯:Spyropoulos 扎哈里乌:Zachariou 马夫罗斯:Mavros 佩特罗普洛斯:Petropoulos 赫里斯托杜卢:Christodoulou 帕纳约托普洛斯:Panagiotopoulos 拉帕斯:Lappas 斯特凡尼迪斯:Stefanidis 卡拉利斯:Karalis 卢卡基斯:Loukakis",
  },
  he: {
    style: "western",
    first: "约西:Yossi 阿维:Avi 伊泰:Itay 奥姆里:Omri 塔尔:Tal 尼尔:Nir 吉尔:Gil 埃兰:Eran 约纳坦:Yonatan 托默:Tomer 罗伊:Roy 沙伊:Shay 伊多:Ido 奥梅尔:Omer 阿米特:Amit 埃亚尔:Eyal 盖伊:Guy 约阿夫:Yoav 利奥尔:Lior 多伦:Doron",
    last: "科恩:Cohen 列维:Levi 米兹拉希:Mizrahi 佩雷茨:Peretz 比顿:Biton 达汉:Dahan 阿夫拉哈姆:Avraham 弗里德曼:Friedman 沙皮拉:Shapira 卡茨:Katz 阿祖莱:Azoulay 马尔卡:Malka 奥哈永:Ohayon 加拜:Gabay 本戴维:Ben_David 沙洛姆:Shalom 罗森:Rosen 戈尔德:Gold 阿米尔:Amir 纳胡姆:Nahum 巴鲁赫:Baruch 埃兹拉:Ezra 哈伊姆:Haim 塞加尔:Segal 布卢姆:Blum",
  },
  tr: {
    style: "western",
    first: "梅尔特:Mert 埃姆雷:Emre 布拉克:Burak 奥赞:Ozan 卡安:Kaan 哈坎:Hakan 阿尔达:Arda 塞尔坎:Serkan 乌古尔:Uğur 杰姆:Cem 巴里什:Barış 奥努尔:Onur 优素福:Yusuf 凯雷姆:Kerem 厄梅尔:Ömer 切廷:Çetin 厄赞:Özan 塔哈:Taha",
    last: "耶尔马兹:Yılmaz 卡亚:Kaya 德米尔:Demir 沙欣:Şahin 切利克:Çelik 耶尔德兹:Yıldız 耶尔德勒姆:Yıldırım 厄兹蒂尔克:Öztürk 艾丁:Aydın 厄兹德米尔:Özdemir 阿尔斯兰:Arslan 多安:Doğan 克勒奇:Kılıç 科奇:Koç 库尔特:Kurt 阿克塔什:Aktaş 恰克尔:Çakır 卡拉:Kara 居内什:Güneş 奥兹坎:Özkan 波拉特:Polat 卡普兰:Kaplan 塔什:Taş 阿克索伊:Aksoy 博兹库尔特:Bozkurt 厄兹詹:Özcan 图尔古特:Turgut 阿卡尔:Akar 于克塞尔:Yüksel 埃尔代姆:Erdem 卡尔塔尔:Kartal 泰金:Tekin 阿伊汉:Ayhan 厄兹图纳:Öztuna",
  },
  ar: {
    style: "western",
    first: "穆罕默德:Mohammed 艾哈迈德:Ahmed 阿里:Ali 优素福:Youssef 哈立德:Khalid 奥马尔:Omar 萨利赫:Saleh 阿卜杜拉:Abdullah 费萨尔:Faisal 哈桑:Hassan 易卜拉欣:Ibrahim 卡里姆:Karim 侯赛因:Hussein 纳赛尔:Nasser 塔里克:Tariq 苏尔坦:Sultan 马赫迪:Mehdi 礼萨:Reza 亚西尔:Yasser 哈姆扎:Hamza",
    last: "沙赫拉尼:Al-Shahrani 达瓦萨里:Al-Dawsari 卡塔尼:Al-Qahtani 哈尔比:Al-Harbi 奥塔伊比:Al-Otaibi 加姆迪:Al-Ghamdi 马尔基:Al-Malki 阿米里:Al-Amiri 本阿里:Ben_Ali 哈达德:Haddad 曼苏尔:Mansour 阿卜杜勒拉赫曼:Abdelrahman 贝拉伊德:Belaid 哈迪迪:El_Haddadi 本萨拉赫:Bensalah 易卜拉希米:Ibrahimi 哈米迪:Hamidi 纳西里:Nasiri 卡里米:Karimi 拉希莫夫:Rakhimov 沙姆里:Al-Shamri 穆瓦拉德:Al-Muwallad 布赖坎:Al-Buraikan 赛义德:Said 哈特姆:Hatem 塔希尔:Taher 阿明:Amin 马哈茂德:Mahmoud 萨迪基:Sadiqi 舍里夫:Cherif 贾巴尔:Jabbar 纳吉:Naji 法雷斯:Fares 哈利法:Khalifa 阿瓦德:Awad 苏莱曼:Suleiman",
  },
  afr: {
    style: "western",
    first: "易卜拉希马:Ibrahima 谢赫:Cheikh 穆萨:Moussa 阿马杜:Amadou 帕普:Pape 伊德里萨:Idrissa 奥斯曼:Ousmane 埃马纽埃尔:Emmanuel 萨米埃尔:Samuel 约瑟夫:Joseph 克瓦梅:Kwame 科菲:Kofi 塞杜:Seydou 布巴卡尔:Boubacar 维克托:Victor 切迪:Chidi 塔博:Thabo 西亚:Sipho 马马杜:Mamadou 亚亚:Yaya",
    last: "迪亚洛:Diallo 恩迪亚耶:Ndiaye 西塞:Cissé 特拉奥雷:Traoré 卡马拉:Camara 科纳特:Konaté 迪亚比:Diaby 库利巴利:Coulibaly 班巴:Bamba 门萨:Mensah 阿莫阿科:Amoako 奥塞:Osei 博阿滕:Boateng 恩多耶:Ndoye 萨尔:Sarr 法耶:Faye 奥孔科沃:Okonkwo 恩科西:Nkosi 伊洛科:Iloko 姆维内:Mwene 西拉:Sylla 图雷:Touré 迪亚拉:Diarra 凯塔:Keita 恩东戈:Ndongo 奥比:Obi 奥卡福:Okafor 阿德巴约:Adebayo 阿桑特:Asante 阿多:Addo 迪乌夫:Diouf 巴:Ba 索乌:Sow 巴尔德:Baldé 尼昂:Niang 恩贡加:Ngonga 姆本巴:Mbemba 萨内:Sané 班古拉:Bangoura 马甘加:Maganga",
  },
  th: {
    style: "western",
    first: "素帕猜:Supachai 提拉通:Theerathon 查纳提普:Chanathip 素帕纳:Suphanat 帕提瓦:Patiwat 塔纳瓦:Thanawat 基提蓬:Kittipong 那鲁:Narubadin 阿里夫:Arif 萨菲克:Safiq 法伊兹:Faiz 哈兹里:Hazri 威拉吉:Weerachai 阿迪:Adi 阿努瓦:Anuwat 颂猜:Somchai 瓦查拉:Watchara 沙拉武:Sarawut 阿姆里:Amri 希尔米:Hilmi 费萨尔:Faisal 卡马尔:Kamal",
    last: "宋卡信:Songkrasin 蓬蓬:Phungphol 坎塔:Kantha 汶玛:Boonmatan 西里蒙:Sirimongkhon 詹塔:Chanta 拉希德:Rashid 伊斯梅尔:Ismail 阿卜杜勒:Abdul 哈希姆:Hashim 素万纳:Suwanna 帕塔纳:Pattana 通拜:Thongbai 西萨瓦:Srisawat 阿兹米:Azmi 扎卡里亚:Zakaria 奥斯曼:Osman 尤索夫:Yusof 穆赫塔尔:Mokhtar 阿齐兹:Aziz 占塔翁:Chanthawong 宋西:Somsri 因塔拉:Inthara 翁萨:Wongsa 坎普:Khamphu 拉塔纳:Rattana 差冲:Chaichon 本亚:Bunya 萨迪:Saadi 哈姆扎:Hamzah 卡里姆:Karim 诺尔:Noor 萨莱:Salleh 拉扎克:Razak",
  },
  zh: {
    style: "east-asian",
    first: "浩:Hao 宇:Yu 子:Zi 鹏:Peng 杰:Jie 磊:Lei 伟:Wei 龙:Long 晨:Chen 阳:Yang 翔:Xiang 博:Bo 涛:Tao 凯:Kai 明:Ming 俊:Jun 辉:Hui 峰:Feng 斌:Bin 健:Jian 帅:Shuai 超:Chao 鑫:Xin 毅:Yi 天:Tian 嘉:Jia 文:Wen 志:Zhi 航:Hang 睿:Rui",
    last: "张:Zhang 王:Wang 李:Li 刘:Liu 陈:Chen 杨:Yang 赵:Zhao 黄:Huang 周:Zhou 吴:Wu 徐:Xu 孙:Sun 胡:Hu 朱:Zhu 高:Gao 林:Lin 何:He 郭:Guo 马:Ma 罗:Luo 梁:Liang 宋:Song 郑:Zheng 谢:Xie 韩:Han 唐:Tang 冯:Feng 于:Yu 董:Dong 蒋:Jiang",
  },
  ja: {
    style: "east-asian",
    first: "大辉:Daiki 翔太:Shota 拓海:Takumi 健太:Kenta 亮:Ryo 优斗:Yuto 阳斗:Haruto 航:Wataru 莲:Ren 悠真:Yuma 大地:Daichi 直树:Naoki 和也:Kazuya 凉太:Ryota 俊介:Shunsuke 勇气:Yuki 雄太:Yuta 翼:Tsubasa 海斗:Kaito 陆:Riku 大和:Yamato 拓也:Takuya 隼人:Hayato 光:Hikaru 康介:Kosuke 诚:Makoto",
    last: "佐藤:Sato 铃木:Suzuki 高桥:Takahashi 田中:Tanaka 伊藤:Ito 渡边:Watanabe 山本:Yamamoto 中村:Nakamura 小林:Kobayashi 加藤:Kato 吉田:Yoshida 山田:Yamada 佐佐木:Sasaki 松本:Matsumoto 井上:Inoue 木村:Kimura 清水:Shimizu 森:Mori 长谷川:Hasegawa 石川:Ishikawa 斋藤:Saito 山口:Yamaguchi 松田:Matsuda 林:Hayashi 山崎:Yamazaki 池田:Ikeda 桥本:Hashimoto 阿部:Abe 石井:Ishii 前田:Maeda 藤田:Fujita 后藤:Goto 小川:Ogawa 冈田:Okada 村上:Murakami 近藤:Kondo 坂本:Sakamoto 青木:Aoki 藤井:Fujii 西村:Nishimura 福田:Fukuda 太田:Ota 藤原:Fujiwara 冈本:Okamoto 中川:Nakagawa 上野:Ueno 森田:Morita 小野:Ono 川口:Kawaguchi 野口:Noguchi",
  },
  ko: {
    style: "east-asian",
    first: "敏俊:Min-jun 智勋:Ji-hoon 贤宇:Hyun-woo 成民:Sung-min 东贤:Dong-hyun 在元:Jae-won 承佑:Seung-woo 俊浩:Jun-ho 泰焕:Tae-hwan 荣宇:Young-woo 政民:Jung-min 相浩:Sang-ho 宇镇:Woo-jin 基熙:Ki-hee 东原:Dong-won 相民:Sang-min 俊秀:Jun-soo 永旭:Young-wook 承俊:Seung-jun 泰俊:Tae-jun",
    last: "金:Kim 李:Lee 朴:Park 崔:Choi 郑:Jung 姜:Kang 赵:Cho 尹:Yoon 张:Jang 林:Lim 韩:Han 吴:Oh 徐:Seo 申:Shin 权:Kwon 黄:Hwang 宋:Song 安:Ahn 洪:Hong 柳:Yoo",
  },
} satisfies Record<string, Pool>;

export type NameCulture = keyof typeof POOLS;

// prettier-ignore
export const CULTURE_BY_COUNTRY: Record<string, NameCulture> = {
  英格兰: "en", 苏格兰: "en", 爱尔兰: "en", 北爱尔兰: "en", 威尔士: "en", 加拿大: "en", 澳大利亚: "en", 新西兰: "en", 牙买加: "en",
  美国: "us",
  西班牙: "es", 阿根廷: "es", 墨西哥: "es", 乌拉圭: "es", 哥伦比亚: "es", 厄瓜多尔: "es", 巴拉圭: "es", 巴拿马: "es", 智利: "es",
  秘鲁: "es", 委内瑞拉: "es", 玻利维亚: "es", 哥斯达黎加: "es", 洪都拉斯: "es", 多米尼加: "es",
  葡萄牙: "pt", 巴西: "pt", 佛得角: "pt", 安哥拉: "pt", 莫桑比克: "pt", 几内亚比绍: "pt",
  法国: "fr", 摩纳哥: "fr", 海地: "fr",
  比利时: "nl", 荷兰: "nl", 库拉索: "nl", 苏里南: "nl",
  德国: "de", 奥地利: "de", 瑞士: "de",
  意大利: "it",
  挪威: "nordic", 丹麦: "nordic", 瑞典: "nordic", 冰岛: "nordic", 芬兰: "nordic",
  土耳其: "tr", 阿塞拜疆: "tr",
  希腊: "gr", 塞浦路斯: "gr",
  以色列: "he",
  沙特阿拉伯: "ar", 卡塔尔: "ar", 阿联酋: "ar", 埃及: "ar", 摩洛哥: "ar", 阿尔及利亚: "ar", 突尼斯: "ar", 约旦: "ar", 伊拉克: "ar", 伊朗: "ar", 乌兹别克斯坦: "ar",
  塞内加尔: "afr", 科特迪瓦: "afr", 加纳: "afr", 尼日利亚: "afr", 马里: "afr", 喀麦隆: "afr", "刚果(金)": "afr", 南非: "afr",
  几内亚: "afr", 布基纳法索: "afr", 冈比亚: "afr", 加蓬: "afr",
  泰国: "th", 马来西亚: "th", 印度尼西亚: "th",
  中国: "zh",
  日本: "ja",
  韩国: "ko",
};
