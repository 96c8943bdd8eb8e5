/** A topic and the words that put a story in it. Proper nouns are case-sensitive so "fed up" is not the Fed. */
export interface TopicRule {
  tag: string;
  /** Word beginnings one of which every match of the patterns contains, so most patterns never run (keyword-gate.test.ts checks it). */
  keywords: string;
  patterns: readonly RegExp[];
  /** Broader topics a story in this one also belongs to: a tariff story is a trade story. */
  implies?: readonly string[];
  /** A topic of places: a story is in it when it is about them, not when it names one in passing (region-mentions.ts). */
  aboutPlaces?: true;
}

/** In the order tags are listed on an article. */
export const topicRules: readonly TopicRule[] = [
  {
    tag: "tariffs",
    keywords: "tariff import export customs anti countervail retaliat punitive levies",
    patterns: [/\btariffs?\b|\b(?:import|export|customs|anti-dumping|countervailing|retaliatory|punitive) dut(?:y|ies)\b|\blevies\b/i],
    implies: ["trade"],
  },
  {
    tag: "trade",
    keywords: "trade export import free customs supply wto ustr",
    patterns: [
      /\btrade (?:wars?|deals?|talks|pacts?|agreements?|deficits?|surplus(?:es)?|tensions?|truce|negotiations?|negotiators?|partners?|barriers?|polic(?:y|ies)|representative|disputes?|body|flows|ministers?|secretary|restrictions|curbs|routes?)\b|\bexports?\b|\bimports?\b|\bfree[- ]trade\b|\bexport controls?\b|\bsupply chains?\b|\bcustoms\b/i,
      /\b(?:WTO|USTR)\b/,
    ],
  },
  {
    tag: "sanctions",
    keywords: "sanction blacklist entity embargo asset price shadow",
    patterns: [/\bsanction(?:s|ed|ing)?\b|\bblacklist\w*|\bentity list\b|\bembargo\w*|\basset freezes?\b|\bprice cap\b|\bshadow fleet\b/i],
  },
  {
    tag: "middle-east",
    aboutPlaces: true,
    keywords: "israel iran gaza lebanon lebanese hezbollah hamas houthi yemen red saudi uae emirat abu dubai qatar iraq syria kuwait oman bahrain jordan amman tehran riyadh beirut baghdad damascus doha jerusalem tel west hormuz persian gulf mideast middle egypt suez sinai netanyahu khamenei irgc aramco kharg bab hodeidah golan kurd erbil basra rafah tadawul knesset likud haredi smotrich ben-gvir eilat haifa jeddah mecca libya tripoli benghazi adnoc neom flydubai mubadala muscat sanaa palestin ramallah isfahan natanz fordow bushehr kirkuk mosul sharara sharjah fujairah sabic murban ooredoo aldar emaar etihad jebel leumi hapoalim acwa aden ukmto aspides dirham riyal shekel",
    patterns: [
      /\b(?:Israel\w*|Iran\w*|Gaza\w*|Lebanon(?!,\s+(?:Tennessee|Tenn\.|Pennsylvania|Pa\.|Ohio|Indiana|Ind\.|Missouri|Mo\.|New Hampshire|N\.H\.|Oregon|Ore\.|Kentucky|Ky\.|Virginia|Va\.|Illinois|Ill\.|Connecticut|Conn\.|Maine|New Jersey|N\.J\.))|Lebanese|Hezbollah|Hamas|Houthis?|Yemen\w*|Red Sea|Saudis?|UAE|Emirat\w*|Abu Dhabi|Dubai|Qatar\w*|Iraq\w*|Syria\w*|Kuwait\w*|Oman|Omani|Bahrain\w*|(?<![A-Z][\w'’]* )Jordan(?!\s+(?:brand|Brand|line|sneakers|shoes)\b)\w*|Amman|Tehran|Riyadh|Beirut|Baghdad|Damascus|Doha|Jerusalem|Tel Aviv|West Bank|Hormuz|Persian Gulf|Gulf(?!\s+(?:of\s+(?:Mexico|America|Aden|Guinea|Thailand|Finland|Alaska|Maine|California)|Coast|Stream|South|Shores|Breeze|Power|Oil|Island|War\s+syndrome)\b)(?!-)|Mideast|Middle East|Egypt\w*|Suez|(?<!Mount )Sinai|Netanyahu|Khamenei|IRGC|Aramco|Kharg|Bab el-Mandeb|Hodeidah|Golan|Kurdistan|Kurdish|Erbil|Basrah?|Rafah|Tadawul|Knesset|Likud|Haredi\w*|Smotrich|Ben-Gvir|Eilat|Haifa|Jeddah|Mecca|Libya\w*|Tripoli|Benghazi|ADNOC|NEOM|flydubai|Saudia|Mubadala|Muscat|Sanaa|Palestin\w*|Ramallah|Isfahan|Natanz|Fordow|Bushehr|Kirkuk|Mosul|Sharara|Sharjah|Fujairah|SABIC|Sabic|Murban|Ooredoo|Aldar|Emaar|Etihad|Jebel Ali|Leumi|Hapoalim|ACWA|Aden|UKMTO|Aspides|dirhams?|riyals?|shekels?)\b/,
    ],
  },
  {
    tag: "oil",
    keywords: "oil crude brent wti opec petroleum refiner barrel gasoline diesel shale",
    patterns: [
      /(?<!\b(?:olive|palm|vegetable|cooking|coconut|castor|essential|fish|motor|snake) )\boil\b|\bcrude\b|\bBrent\b|\bWTI\b|\bOPEC\b|\bpetroleum\b|\brefiner(?:y|ies)\b|\bbarrels?\b|\bgasoline\b|\bdiesel\b|\bshale\b/i,
    ],
    implies: ["energy"],
  },
  {
    tag: "energy",
    keywords: "energy natural lng gas power electricity coal nuclear renewable solar wind pipeline utilities uranium fuel",
    patterns: [
      /\benergy\b|\bnatural gas\b|\bLNG\b|\bgas (?:prices?|supplies|supply|pipelines?|exports?|imports?|fields?|flows?)\b|\bpower (?:grids?|plants?|prices?|stations?)\b|\belectricity\b|\bcoal\b|\bnuclear (?:power|plants?|reactors?|energy)\b|\brenewables?\b|\bsolar\b|\bwind (?:power|farms?|turbines?)\b|\bpipelines?\b|\butilities\b|\buranium\b|\bfuel\b/i,
    ],
  },
  {
    tag: "china",
    keywords: "china chinese beijing xi pboc shanghai shenzhen hong yuan renminbi taiwan sino",
    patterns: [/\b(?:China|Chinese|Beijing|Xi Jinping|Xi|PBOC|PBoC|Shanghai|Shenzhen|Hong Kong|yuan|renminbi|Taiwan Strait|Sino-\w+)\b/],
  },
  {
    tag: "fed",
    keywords: "fed fomc powell ecb lagarde boe boj ueda pboc rbi rba rbnz snb federal central bank people reserve swiss rate interest monetary",
    patterns: [
      /\b(?:Fed|FOMC|Powell|ECB|Lagarde|BoE|BOE|BoJ|BOJ|Ueda|PBOC|PBoC|RBI|RBA|RBNZ|SNB)\b/,
      /\b(?:federal reserve|central banks?|bank of (?:england|japan|canada)|people's bank of china|reserve bank of (?:india|australia|new zealand)|swiss national bank|rate cuts?|rate hikes?|interest rates?|monetary policy)\b/i,
    ],
  },
  {
    tag: "defense",
    keywords: "defen pentagon militar missile rocket drone air troops nato weapon arms fighter warship aircraft munition ammunition artillery navy naval army invasion invad ceasefire war lockheed northrop raytheon rheinmetall",
    patterns: [
      /\bdefen[cs]e (?:spending|budgets?|stocks?|contractors?|ministers?|ministry|secretary|department|industry|firms?|companies|deals?|pacts?|sector|shares|officials?)\b|\bPentagon\b|\bmilitar(?:y|ies)\b|\bmissiles?\b|\brockets?\b|\bdrones?\b|\bair ?strikes?\b|\btroops\b|\bNATO\b|\bweapons?\b|\barms (?:sales?|deals?|exports?|embargo|race|makers?)\b|\bfighter jets?\b|\bwarships?\b|\baircraft carriers?\b|\bmunitions\b|\bammunition\b|\bartillery\b|\bnavy\b|\bnaval\b|\barmy\b|\binvasion\b|\binvad(?:e|es|ed|ing)\b|\bceasefire\b|(?<!\b(?:trade|price|currency|tariff|bidding|talent|culture|chip|tech|streaming) )\bwars?\b|\bLockheed\b|\bNorthrop\b|\bRaytheon\b|\bRheinmetall\b/i,
    ],
  },
  {
    tag: "shipping",
    keywords: "shipping freight cargo container vessel tanker supertanker port maritime red suez hormuz panama bab strait sea maersk hapag bulk dry",
    patterns: [
      /\bshipping\b|\bfreight\b|\bcargo\b|\bcontainer (?:ships?|lines?|rates)\b|\bcontainers\b|\bvessels?\b|\b(?:super)?tankers?\b|\bports?\b|\bmaritime\b|\bRed Sea\b|\bSuez\b|\bHormuz\b|\bPanama Canal\b|\bBab el-Mandeb\b|\bStrait of Malacca\b|\b(?:shipping|sea) lanes?\b|\bMaersk\b|\bHapag-Lloyd\b|\bbulk carriers?\b|\bdry bulk\b/i,
    ],
  },
  {
    tag: "tech",
    keywords: "tech artificial software cloud smartphone iphone data internet social app cyber ai",
    patterns: [
      /\btech\b|\btechnology\b|\bartificial intelligence\b|\bsoftware\b|\bcloud\b|\bsmartphones?\b|\biPhones?\b|\bdata cent(?:er|re)s?\b|\binternet\b|\bsocial media\b|\bapps?\b|\bcyber\w*/i,
      /\bAI\b/,
    ],
  },
  {
    tag: "semiconductors",
    keywords: "chip semiconductor foundr wafer lithography gpu hbm",
    patterns: [
      /(?<!\b(?:blue|potato|poker|bargaining|chocolate)[- ])\bchips?\b|\bchipmak(?:ers?|ing)\b|\bsemiconductors?\b|\bfoundr(?:y|ies)\b|\bwafers?\b|\blithography\b|\bGPUs?\b/i,
      /\bHBM\b/,
    ],
    implies: ["tech"],
  },
  {
    tag: "russia-ukraine",
    keywords: "russia ukrain kremlin kyiv kiev moscow putin zelensk donbas donetsk crimea kharkiv odesa odessa gazprom rosneft lukoil novatek",
    patterns: [/\b(?:Russia\w*|Ukrain\w*|Kremlin|Kyiv|Kiev|Moscow|Putin|Zelensk\w*|Donbas|Donetsk|Crimea\w*|Kharkiv|Odesa|Odessa|Gazprom|Rosneft|Lukoil|Novatek)\b/],
  },
  {
    tag: "earnings",
    keywords: "earnings quarterly first second third fourth profit revenue beat miss top topped guidance sales annual full q1 q2 q3 q4 eps",
    patterns: [
      /\bearnings\b|\bquarterly\b|\b(?:first|second|third|fourth)[- ]quarter\b|\bprofits?\b(?!-taking)|\brevenues?\b|\b(?:beats?|miss(?:es)?|tops?|topped) (?:\w+ )?(?:estimates|expectations|forecasts)\b|(?<!forward )\bguidance\b|\b(?:profit|earnings|sales|revenue|full-year|annual) (?:forecast|outlook)s?\b/i,
      /\b(?:Q[1-4]|EPS)\b/,
    ],
  },
  {
    tag: "elections",
    keywords: "election electoral ballot poll runoff re-elect reelect candidate voter presidential primar referendum midterm",
    patterns: [
      /\belections?\b|\belectoral\b|\bballots?\b|\bpolls?\b|\bpolling\b|\brunoff\b|\bre-?elect\w*|\bcandidates?\b|\bvoters?\b|\bpresidential (?:race|campaign|vote|debate)\b|\bprimar(?:y|ies) (?:race|vote|election)s?\b|\breferendum\b|\bmidterms?\b/i,
    ],
  },
  {
    tag: "gold",
    keywords: "gold bullion precious",
    patterns: [/(?<!\bOlympic )\bgold\b(?! medals?\b)|\bbullion\b|\bprecious metals?\b/i],
  },
  {
    tag: "metals",
    keywords: "steel alumin copper nickel lithium zinc cobalt rare iron critical metals",
    patterns: [/\bsteel\b|\balumin(?:um|ium)\b|\bcopper\b|\bnickel\b|\blithium\b|\bzinc\b|\bcobalt\b|\brare[- ]earths?\b|\biron ore\b|\bcritical minerals\b|\bmetals\b/i],
  },
  {
    tag: "autos",
    keywords: "automaker carmaker autos auto cars vehicle electric ev",
    patterns: [
      /\bautomakers?\b|\bcarmakers?\b|\bautos\b|\bauto (?:industry|sector|parts|tariffs|imports|exports|sales|workers|plants?|makers?)\b|\bcars\b|\bvehicles?\b|\belectric vehicles?\b/i,
      /\bEVs?\b/,
    ],
  },
  {
    tag: "agriculture",
    keywords: "soy wheat corn grain farm agricultur crop fertili pork beef cattle dairy cocoa coffee sugar livestock grower orchard harvest food",
    patterns: [
      /\bsoybeans?\b|\bsoy\b|\bwheat\b|\bcorn\b|\bgrains?\b|\bfarm(?:s|ers?|ing)?\b|\bagricultur\w*|\bcrops?\b|\bfertili[sz]ers?\b|\bpork\b|\bbeef\b|\bcattle\b|\bdairy\b|\bcocoa\b|\bcoffee\b|\bsugar\b|\blivestock\b|\bgrowers?\b|\borchards?\b|\bharvests?\b|\bfood prices\b/i,
    ],
  },
];
