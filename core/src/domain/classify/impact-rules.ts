import type { Impact } from "../../schemas/articles";

/** One rule of the impact rubric: its id ("high:tariff-imposed") is what an article's impact_rules lists. */
export interface ImpactRule {
  id: string;
  level: Impact;
  /**
   * Case-insensitive, and run on the lower-cased text (which irregexp scans faster). Global so every
   * occurrence can be checked: one hedged mention must not hide a plain one.
   */
  pattern: RegExp;
  /** Something else the same text must mention, e.g. a major economy for sanctions to move markets. */
  requires?: RegExp;
  /**
   * Groups of keywords: the pattern can only match a text in which a word begins with a keyword of every
   * group (a verb and its object, say). A cheap test that spares most headlines most patterns, since
   * classification must keep up with every feed; keyword-gate.test.ts checks that it never hides a match.
   */
  gate: readonly (readonly string[])[];
}

/** What separates two words of one clause. */
const SEPARATOR = String.raw`[^\w.;:!?|]+`;
/** Words that end a verb's reach: "raises concerns over tariffs" is no tariff hike. */
const BREAKS = String.raw`over|about|by|concerns?|worries|fears?|questions?|doubts?|hopes?|talks|threats?|plans?|proposals?|possible|potential|against|despite|amid|after|before|because|due|as|while|from|ahead|if|whether|on|citing|forecasts?|outlook|guidance`;
const WORD = String.raw`(?:${SEPARATOR}(?!(?:${BREAKS})\b)[\w%$€£.'’&-]+)`;

/** What may stand between tariffs and what happens to them: "tariffs on Chinese goods could take effect". */
const TARIFF_SUBJECT = String.raw`\b(?:tariffs?|duties)(?:\s+(?:on|against|for|of|from)(?:\s+[\w%$€£.'’&-]+){1,3}?){0,2}(?:\s+(?:will|could|would|may|might|are set to|set to|to))?`;

/** `verbs` followed within `words` words by `objects`, e.g. "imposes 25% tariffs". */
function near(verbs: string, objects: string, words: number): string {
  return String.raw`\b(?:${verbs})\b${WORD}{0,${words}}?${SEPARATOR}(?:${objects})\b`;
}

/** Two phrases in either order inside one clause (no sentence punctuation between them). */
function together(a: string, b: string, chars = 60): string {
  return String.raw`\b(?:${a})\b[^.;:!?|]{0,${chars}}?\b(?:${b})\b|\b(?:${b})\b[^.;:!?|]{0,${chars}}?\b(?:${a})\b`;
}

/** `gate` lists keywords separated by spaces, and groups separated by " | ". */
const rule = (id: string, gate: string, source: string, requires?: RegExp): ImpactRule => ({
  id,
  level: id.slice(0, id.indexOf(":")) as Impact,
  pattern: new RegExp(source, "gi"),
  gate: gate.split(" | ").map((group) => group.split(" ")),
  ...(requires ? { requires } : {}),
});

const TARIFFS = String.raw`tariffs?|duties|levies`;
/** "US sanctions top Iranian tanker operator", "Britain sanctions 30 more shadow fleet vessels", "US blacklists SMIC units". */
const SANCTIONS_ACTION = String.raw`\b(?:sanction(?:s|ed)|blacklist(?:s|ed))\s+(?!on\b|against\b|relief\b|package\b|regime\b|were\b|are\b|and\b)(?:[\w'’-]+\s+){0,4}?(?:Russia\w*|Iran\w*|China|Chinese|Venezuela\w*|North Korea\w*|Rosneft|Lukoil|Gazprom\w*|Novatek|SMIC|Huawei|(?:shadow fleet\s+)?(?:tankers?|vessels?)|refiner(?:y|ies)|oil|crude|banks?|subsidiaries|units)\b`;
/** Tariffs as the thing imposed, not "tariff pause", "tariff talks" or "tariff threats". */
const TARIFFS_IMPOSED = String.raw`(?:tariffs?|duties|levies|port (?:fees|charges))(?!\s+(?:pause|truce|exemptions?|relief|reprieve|cuts?|deadline|talks|threats?))`;
const AMOUNT = String.raw`(?:(?:US)?\$|€|£)\s?\d+(?:[.,]\d+)?\s?(?:bn|billion|b|trillion|tn)|\d+(?:\.\d+)?\s(?:billion|trillion)`;
const DEAL = String.raw`contracts?|orders?|deals?|acquisitions?|acquires?|acquiring|buys?|buyout|takeover|merger|bid|investments?|invests?|investing|stake|sales?|pledg\w*|loans?|funding|spending|budget|package`;
const CENTRAL_BANK =
  /\b(?:Fed|FOMC|ECB|BoE|BOE|BoJ|BOJ|PBOC|PBoC|RBI|RBA|RBNZ|SNB|Federal Reserve|[Cc]entral [Bb]anks?|Bank of (?:England|Japan|Canada|Korea)|People's Bank of China|Reserve Bank of (?:India|Australia|New Zealand)|Swiss National Bank)\b/;
/** Sanctions move markets when they hit a major economy or a traded commodity, not one financier. */
const MAJOR_SANCTIONS_TARGET =
  /\b(?:Russia\w*|Iran\w*|China|Chinese|Venezuela\w*|North Korea\w*|oil|crude|gas|LNG|Rosneft|Lukoil|Gazprom\w*|Novatek|tankers?|shadow fleet|banks?|central bank|energy|metals?|alumini?um|nickel|copper|semiconductors?|chips?)\b/i;
/** Supply cuts that matter are cuts of a traded commodity, not of one company's product line. */
const COMMODITY =
  /\b(?:OPEC\+?|oil|crude|gas|LNG|fuel|diesel|refiner\w*|barrels?|bpd|copper|alumini?um|nickel|lithium|cobalt|uranium|iron ore|potash|rare[- ]earths?|grain|wheat|corn|soybeans?|fertili[sz]ers?|mines?|mining)\b/i;

const STRIKE_VERBS = String.raw`strik(?:e|es|ing)(?!\s+(?:a\s+|new\s+)?(?:deal|agreement|pact|accord|tone|balance|chord|back))|struck|attack(?:s|ed|ing)?|bomb(?:s|ed|ing)?|shell(?:s|ed|ing)|air ?strikes?|(?:missile|rocket|drone)s? (?:strikes?|attacks?|barrages?|fire)|(?:missiles?|rockets?|drones?|projectiles?|warplanes|jets) (?:hit|hits|struck|target(?:s|ed)?|slam(?:s|med)?|pound(?:s|ed)?|lands?|landed|explod(?:es|ed))|(?:missile|drone|rocket) incidents?|fir(?:es|ed|ing)(?:\s+[\w-]+){0,2}?\s+(?:missiles?|rockets?|drones?)|swarm(?:s|ed)?|harass(?:es|ed)?|launch(?:es|ed|ing)? (?:missiles?|rockets?|drones?|strikes?|attacks?)|invad(?:e|es|ed|ing)|invasion|blockad(?:e|es|ed|ing)|clos(?:e|es|ed|ing|ure) (?:of )?(?:the )?(?:Strait|Hormuz|Suez|Red Sea|Bab el-Mandeb)|retaliat\w*|declar\w* war|escalat\w*|sabotag\w*|explosions?`;
const STRATEGIC_TARGETS = String.raw`Iran\w*|Saudi\w*|Iraq\w*|Kuwait\w*|UAE|Emirat\w*|Qatar\w*|Russia\w*|Venezuela\w*|Libya\w*|Houthis?|Red Sea|Strait of Hormuz|Hormuz|Suez|Bab el-Mandeb|Black Sea|Persian Gulf|Gulf of Oman|Gulf of Aden|Taiwan|Taiwan Strait|(?:super)?tankers?|oil (?:fields?|facilit\w*|infrastructure|terminals?|ports?|refiner\w*|installations?|platforms?)|refiner(?:y|ies)|pipelines?|Abqaiq|Kharg|Ras Tanura|shipping lanes?|(?:merchant|cargo|container|commercial) ships?|vessels?|LNG (?:plants?|terminals?)`;

/** Events that move broad markets or a whole sector now. */
export const highRules: readonly ImpactRule[] = [
  rule(
    "high:tariff-imposed",
    "tariff dut lev port",
    [
      near(
        String.raw`impos\w*|slap(?:s|ped|ping)?|lev(?:y|ies|ied|ying)|rais(?:e|es|ed|ing)|hik(?:e|es|ed|ing)|doubl(?:e|es|ed|ing)|tripl(?:e|es|ed|ing)|increas(?:e|es|ed|ing)|announc(?:e|es|ed|ing)|unveil(?:s|ed|ing)?|expand(?:s|ed|ing)?|extend(?:s|ed|ing)?|widen(?:s|ed|ing)?|sign(?:s|ed)|adopt(?:s|ed)|approv(?:e|es|ed)|confirm(?:s|ed)?|finali[sz](?:e|es|ed)|reinstat(?:e|es|ed)|reimpos(?:e|es|ed)|accelerat(?:e|es|ed)|brings? forward|brought forward`,
        TARIFFS_IMPOSED,
        4,
      ),
      String.raw`\badd(?:s|ed)?\b(?:\s+[\w,'’-]+){1,4}?\s+to\s+(?:the\s+)?(?:[\w-]+\s+){0,4}?(?:tariff|duty) list\b`,
      String.raw`\bhit(?:s|ting)?(?:\s+[\w.'’-]+){1,3}?\s+with(?:\s+[\w%$.'’-]+){0,3}?\s+(?:${TARIFFS_IMPOSED})\b`,
      String.raw`${TARIFF_SUBJECT}\s+(?:(?:take|takes|took|taking) effect|(?:go|goes|went|going) into effect|kick(?:s|ed)? in|c[oa]mes? into force|(?:are|were|is|was|being|get|gets) (?:imposed|raised|hiked|doubled|tripled|increased|expanded|extended)|(?:go|goes|went) up|rise|rises|rose|jump(?:s|ed)?|climb(?:s|ed)?|doubl(?:e|es|ed)|tripl(?:e|es|ed)|surg(?:e|es|ed)|soar(?:s|ed)?|begin|begins|began|start(?:s|ed)?)\b`,
      String.raw`\b(?:tariff|duty) (?:hikes?|increases?|rises?)\b|\b(?:new|fresh|sweeping|additional|higher|steep|punitive|blanket)(?<!\b(?:over|against|about|despite|amid|from|of|to) \w+)(?:\s+[\w%$.'’-]+){0,2}?\s+(?:${TARIFFS_IMPOSED})\b`,
    ].join("|"),
  ),
  rule(
    "high:tariff-retaliation",
    "retaliat counter hit",
    String.raw`\bretaliat\w*|\bcounter-?tariffs?\b|\bhits? back\b`,
    /\b(?:tariffs?|duties|levies|trade|imports?|exports?|goods)\b/i,
  ),
  rule(
    "high:tariff-eased",
    "tariff dut lev | paus suspend delay postpon lift remov scrap roll drop waiv exempt cut lower slash reduc eas truce reprieve rollback",
    near(
      String.raw`paus\w*|suspend\w*|delay\w*|postpon\w*|lift\w*|remov\w*|scrap\w*|roll(?:s|ed|ing)? back|drop(?:s|ped|ping)?|waiv\w*|exempt\w*|cut(?:s|ting)?|lower(?:s|ed|ing)?|slash\w*|reduc\w*|eas(?:e|es|ed|ing)`,
      TARIFFS,
      2,
    ) + String.raw`|\btariff (?:pause|truce|reprieve|rollback)\b`,
  ),
  rule(
    "high:sanctions",
    "sanction price blacklist",
    near(
      String.raw`impos\w*|slap\w*|announc\w*|unveil\w*|expand\w*|tighten\w*|widen\w*|toughen\w*|extend\w*|adopt\w*|approv\w*|agree\w*|lift\w*|eas(?:e|es|ed|ing)|remov\w*|scrap\w*|lower\w*|cut(?:s|ting)?|reduc\w*`,
      String.raw`sanctions?|(?:oil )?price cap`,
      4,
    ) +
      String.raw`|\b(?:new|fresh|sweeping|tougher|harsher|additional|further|secondary|more)(?:\s+[\w.'’-]+){0,2}?\s+sanctions?\b|${SANCTIONS_ACTION}`,
    MAJOR_SANCTIONS_TARGET,
  ),
  rule(
    "high:military-escalation",
    "strik struck attack bomb shell air missile rocket drone projectile warplane jet fir launch invad invasion blockad clos retaliat declar escalat sabotag explosion seiz hijack board swarm harass | iran saudi iraq kuwait uae emirat qatar russia venezuel libya houthi red strait hormuz suez bab black persian gulf taiwan tanker supertanker oil refiner pipeline abqaiq kharg ras shipping merchant cargo container commercial vessel lng ship",
    together(STRIKE_VERBS, STRATEGIC_TARGETS) +
      String.raw`|\b(?:seiz(?:e|es|ed|ing)|hijack\w*|board(?:s|ed)?)(?:\s+[\w'’-]+){0,3}?\s+(?:(?:oil|fuel|LNG|crude|cargo|container|merchant|commercial)\s+)?(?:tankers?|ships?|vessels?|cargo(?:es)?)\b`,
  ),
  rule(
    "high:central-bank-surprise",
    "surpris unexpected emergency shock unscheduled intermeeting off-cycle",
    together(
      String.raw`surprise|surprising(?:ly)?|unexpected(?:ly)?|emergency|shock|unscheduled|intermeeting|off-cycle`,
      String.raw`rates?|cuts?|hikes?|raises?|move|decision|easing|tightening|stimulus|intervention|intervenes`,
      40,
    ),
    CENTRAL_BANK,
  ),
  rule(
    "high:export-controls",
    "export import licen sale sell ship ban list",
    near(
      String.raw`ban(?:s|ned|ning)?|halt\w*|suspend\w*|restrict\w*|curb\w*|block\w*|stop\w*|tighten\w*|impos\w*|slap\w*|extend\w*|freez\w*|requir\w*|reinstat\w*|reimpos\w*|lift\w*|eas(?:e|es|ed|ing)|wind(?:s|ing)? down|phas(?:e|es|ed|ing) out`,
      String.raw`exports?|imports?|(?:export|licen[cs](?:e|es|ing)) (?:controls?|curbs?|licen[cs](?:e|es|ing)|restrictions?|rules?|requirements?)`,
      6,
    ) +
      String.raw`|\b(?:export|import) (?:bans?|halt|embargo)\b|\bnew (?:[\w-]+ )?(?:export|import) (?:controls|curbs|restrictions|rules)\b|\bbans? (?:on )?(?:[\w-]+ ){0,3}?(?:exports?|imports?|sales?) (?:of|to)\b|\b(?:exports?|imports?|sales|shipments) (?:\S+ ){0,3}?(?:halted|banned|blocked|restricted|suspended)\b|\bban(?:s|ned)?\b[^.;:!?|]{0,50}?\bfrom (?:buying|using|importing|exporting|selling)\b|\badd(?:s|ed)?\b[^.;:!?|]{0,40}?\bto (?:its |the )?(?:[\w-]+ )?(?:entity|export control|unreliable entity|export) list\b|\b(?:approv\w*|allow\w*|permit\w*|licen[cs]\w*)\b[^.;:!?|]{0,40}?\b(?:sell|sales|export\w*|ship\w*)\b[^.;:!?|]{0,30}?\bto China\b`,
  ),
  rule(
    "high:trade-deal",
    "deal pact agreement accord truce talks negotiation",
    [
      near(
        String.raw`sign\w*|seal\w*|clinch\w*|strik(?:e|es|ing)|struck|reach\w*|finali[sz]\w*|conclud\w*|agree\w*|announc\w*|ink\w*|unveil\w*|approv\w*|ratif\w*`,
        String.raw`(?:trade|tariff) (?:deal|pact|agreement|accord|truce)`,
        4,
      ),
      String.raw`\b(?:trade|tariff) (?:deal|pact|agreement|accord|truce|talks|negotiations)\b[^.;:!?|]{0,30}?\b(?:collaps\w*|signed|sealed|reached|agreed|fail\w*|breaks? down|broke down|scrapped|terminated|dead|falls? apart|fell apart)\b|\btruce\b[^.;:!?|]{0,20}?\b(?:expires|expired|lapses|lapsed|ends|ended|collapses|collapsed)\b`,
      near(
        String.raw`walk\w* (?:out|away)|abandon\w*|scrap\w*|terminat\w*|quit\w*|pull\w* out|withdraw\w*|exit\w*|tear\w* up|tore up|rip\w* up|cancel\w*`,
        String.raw`(?:trade|tariff) (?:deal|pact|agreement|talks|truce)`,
        3,
      ),
    ].join("|"),
    /\b(?:trade|tariffs?|duties|imports?|exports?)\b/i,
  ),
  rule(
    "high:opec-decision",
    "opec",
    String.raw`\bOPEC\+?(?:\s+\w+){0,6}?\s+(?:agree\w*|decid\w*|rais\w*|boost\w*|increas\w*|hik\w*|cut(?:s|ting)?|reduc\w*|paus\w*|halt\w*|extend\w*|deepen\w*|unwind\w*|hold\w*|keep\w*)\b(?:\s+[\w,.-]+){0,5}?\s+(?:output|production|supply|quotas?|cuts?|increases?|hikes?|pause)\b`,
  ),
  rule(
    "high:currency-intervention",
    "interven",
    String.raw`\binterven(?:e|es|ed|ing|tion)\b`,
    /\b(?:currenc(?:y|ies)|yen|yuan|won|rupee|lira|forex|foreign exchange|FX|dollars?)\b/i,
  ),
  rule(
    "high:supply-cut",
    "cut slash halt shut suspend stop reduc curb clos disrupt knock tak deepen output production supply force | output production suppl export flow shipment deliver capacity pipeline refiner oil crude gas lng majeure",
    near(
      String.raw`cut(?:s|ting)?|slash\w*|halt\w*|shut\w*|suspend\w*|stop\w*|reduc\w*|curb\w*|clos(?:e|es|ed|ing)|disrupt\w*|knock\w* out|tak(?:e|es|ing) offline|deepen\w*`,
      String.raw`output|production|supply|supplies|exports?|flows?|shipments|deliveries|capacity|pipelines?|refiner(?:y|ies)|(?:oil|crude|gas|LNG)(?!\s+(?:prices?|traders?|trading|companies|majors?|firms?|giants?|executives?|ministers?|demand|stocks?|shares|imports?))`,
      4,
    ) + String.raw`|\b(?:output|production|supply) (?:cuts?|halts?|shutdowns?|outages?)\b|\bforce majeure\b`,
    COMMODITY,
  ),
];

/** Threats, proposals, talks, investigations, guidance, big contracts: worth a trader's look, not a market mover. */
export const midRules: readonly ImpactRule[] = [
  rule(
    "mid:threat",
    "threat ultimatum retaliat warn",
    String.raw`\bthreat(?:s|en|ens|ened|ening)?\b|\bultimatum\b|\bvows? (?:to )?retaliat\w*|\bwarns? (?:of|it will|it would|it could) (?:\w+ ){0,3}?(?:retaliat\w*|tariffs?|sanctions?|countermeasures|strikes?|action|act|respond|hit back)\b`,
  ),
  rule(
    "mid:possible-measures",
    "weigh consider mull eye prepar plan propos seek urge push call discuss draft stud review explor near finali | tariff dut lev sanction export import curb control restriction licen ban embargo quota price retaliat",
    near(
      String.raw`weigh\w*|consider\w*|mull\w*|eye(?:s|ing)|prepar\w*|plan(?:s|ned|ning)?|propos\w*|seek\w*|urg(?:e|es|ed|ing)|push(?:es|ing)? for|calls? for|discuss\w*|draft\w*|stud(?:y|ies|ying)|review\w*|explor\w*|nears? (?:a )?(?:final )?decision on|finali[sz]ing`,
      String.raw`tariffs?|duties|levies|sanctions?|(?:export|import) (?:controls?|curbs?|bans?|restrictions?)|curbs?|controls|restrictions|licen[cs](?:e|es|ing)|bans?|embargo(?:es)?|quotas?|price cap|retaliat\w*`,
      4,
    ),
  ),
  rule("mid:proposal", "propos draft offer", String.raw`\bpropos(?:e|es|ed|ing|al|als)\b|\bdraft (?:law|bill|rules?|regulations?)\b|\boffer(?:s|ed)? to\b`),
  rule(
    "mid:sanctions",
    "sanction blacklist",
    near(String.raw`impos\w*|slap\w*|announc\w*|expand\w*|tighten\w*|adopt\w*|lift\w*|eas(?:e|es|ed|ing)|block\w*|veto\w*|delay\w*`, "sanctions?", 4) +
      String.raw`|\b(?:new|fresh|additional|further)\s+sanctions?\b|\b(?:sanction(?:s|ed)|blacklist(?:s|ed))\s+(?!on\b|against\b|relief\b|package\b|regime\b|were\b|are\b|and\b|have\b|has\b|had\b)[\w'’-]+`,
  ),
  rule(
    "mid:talks",
    "talks negotiat summit meet near ceasefire truce peace nuclear",
    String.raw`\b(?:talks|negotiations|negotiators|summit)\b|\bmeet(?:s|ing)?\b(?:\s+in(?:\s+[\w-]+){1,2})?\s+(?:on|over|to discuss)\b|\bnear(?:s|ing)? (?:a )?(?:[\w-]+ ){0,2}?(?:deal|agreement|accord|pact)\b|\bceasefire (?:talks|deal|proposal|plan|framework|agreement|agreed|reached|holds|collapses|violations?)\b|\b(?:agree\w*|reach\w*|broker\w*|announc\w*|extend\w*)\s+(?:a\s+|an\s+)?(?:[\w-]+\s+)?(?:ceasefire|truce)\b|\bpeace (?:deal|plan|framework|proposal)\b|\bnuclear deal\b|\btruce (?:extension|extended)\b`,
  ),
  rule(
    "mid:investigation",
    "probe probing investigat antitrust inquiry subpoena fined sue lawsuit indicted hearing",
    String.raw`\bprobes?\b|\bprobing\b|\binvestigat\w*|\bantitrust\b|\binquiry\b|\bsubpoena\w*|\bfined\b|\bsues\b|\bsued\b|\blawsuits?\b|\bindicted\b|\bhearings?\b`,
  ),
  rule(
    "mid:guidance",
    "guidance forecast outlook warn profit sees expect project guide",
    near(
      String.raw`cut(?:s|ting)?|lower\w*|slash\w*|rais(?:e|es|ed|ing)|lift\w*|boost\w*|withdraw\w*|pull\w*|suspend\w*|reinstat\w*|trim\w*|hik\w*|reaffirm\w*|scrap\w*`,
      String.raw`guidance|forecasts?|outlook`,
      3,
    ) +
      String.raw`|\bprofit warning\b|\bwarns? (?:on|of) (?:\w+ ){0,2}?(?:profits?|sales|earnings|revenue|demand)\b|\b(?:forecasts?|sees|expects?|projects?|guides?)\b (?:[\w-]+ ){0,2}?(?:lower|higher|weaker|stronger|record|flat) (?:[\w-]+ )?(?:profits?|earnings|sales|revenue|demand)\b|\b(?:forecasts?|projects?|guides?)\b (?:[\w-]+ ){0,2}?(?:profits?|earnings|sales|revenue) (?:above|below|ahead of|short of)\b|\bexpects? (?:[\w-]+ ){0,3}?(?:sales|revenue|profits?|earnings|demand) to (?:fall|drop|decline|rise|grow|slow)\b`,
  ),
  rule(
    "mid:price-change",
    "prices price surcharge",
    near(String.raw`rais\w*|hik\w*|increas\w*|lift\w*|cut(?:s|ting)?|lower\w*|slash\w*`, "prices", 2) +
      String.raw`|\bsurcharges?\b|\bprice (?:increases?|hikes?|rises?|cuts?)\b`,
  ),
  rule(
    "mid:tariff-cost",
    "tariff | add cost shave knock hit impact charge bill flag warn sees expect avoid offset dodge escap mitigat sidestep skirt absorb pass",
    String.raw`\btariffs? (?:will |would |could )?(?:add|cost|shave|knock)\b|\btariff (?:hit|costs?|impact|charges?|bill)\b[^.;:!?|]{0,20}?(?:${AMOUNT})|(?:${AMOUNT})\b[^.;:!?|]{0,20}?\btariff (?:hit|costs?|impact|charges?|bill)\b|\b(?:flags?|warns?|sees|expects?)\b[^.;:!?|]{0,30}?\btariff (?:hit|costs?|impact|charges?|bill)\b|\b(?:avoid|offset|dodge|escap\w*|mitigat\w*|sidestep|skirt|absorb|pass on)\w*(?:\s+[\w-]+){0,3}?\s+tariffs?\b`,
  ),
  rule("mid:large-deal", "$ € £ us$ billion trillion", String.raw`(?:${AMOUNT})\b[^.;:!?|]{0,50}?\b(?:${DEAL})\b|\b(?:${DEAL})\b[^.;:!?|]{0,50}?(?:${AMOUNT})\b`),
  rule(
    "mid:central-bank",
    "rate polic quantitative cut hike hold",
    String.raw`\b(?:cut|cuts|raise[sd]?|raising|hike[sd]?|hiking|holds?|keeps?|leaves?|lower(?:s|ed)?|pause[sd]?)\b[^.;:!?|]{0,25}?\brates?\b|\brate (?:cut|hike|decision|increase|rise)s?\b|\b(?:another|further|next|a|December|January|March|June|September) (?:rate )?(?:cut|hike)\b|\bholds? (?:rates )?at \d|\bpolicy (?:meeting|decision)\b|\bquantitative (?:easing|tightening)\b`,
    CENTRAL_BANK,
  ),
  rule(
    "mid:conflict",
    "strik strike air missile rocket drone shell bomb invasion invad military war drill clash offensive attack assassinat coup captur fir kill",
    String.raw`\b(?:air ?strikes?|missiles?|rockets?|drones? (?:strikes?|attacks?|hit|hits|struck)|shelling|bombing|bombard\w*|invasion|invad(?:e|es|ed|ing)|military (?:action|drills|exercises|operations?|escalation)|war games|drills|clashes|offensive|assassinat\w*|coup)\b|\battacks? on\b|\bstrikes? (?:on|in|at|against)\b|\b(?:strik(?:e|es|ing)|struck|pound(?:s|ed)?|shell(?:s|ed)|bomb(?:s|ed))\s+(?!(?:a\s+)?(?:deal|agreement|pact|accord|tone|balance|chord|back)\b)(?:[\w'’-]+\s+){0,2}?(?:Gaza|Hamas|Hezbollah|Beirut|Lebanon|Syria|Yemen|Houthis?|Israel|Ukraine|Kyiv|Russia|targets?|sites?|positions?|bases?|depots?|launchers?|commanders?|militants?)\b|\bcaptur(?:e|es|ed|ing) (?:the )?(?:\w+ )?(?:town|city|village)\b|\bfir(?:es|ed|ing)(?:\s+[\w-]+){0,2}?\s+(?:missiles?|rockets?|drones?)\b|\bkill(?:s|ed|ing)? (?:\w+ ){0,3}?(?:in|near) (?:Gaza|Lebanon|Ukraine|Syria|Yemen|Kyiv|Beirut)\b`,
  ),
  rule(
    "mid:market-move",
    "oil crude brent wti gold silver copper stocks equities futures market yield treasur bond dollar yuan yen euro rupee ruble rouble lira peso bitcoin dow s&p nasdaq indexes indices freight shipping insurance premiums prices wheat soybean | surg soar jump spik plung tumbl slump sink sank crash rall slid plummet skyrocket tank rout sell record hit biggest fall fell drop slip rise rose climb top doubl tripl",
    String.raw`\b(?:oil|crude|Brent|WTI|gold|silver|copper|stocks|equities|futures|markets?|yields?|Treasur(?:y|ies)|bonds?|dollar|yuan|yen|euro|rupee|ruble|rouble|lira|peso|bitcoin|Dow|S&P(?: 500)?|Nasdaq|indexes|indices|freight rates|shipping rates|insurance rates|premiums|prices|wheat|soybeans?)\b[^.;:!?|]{0,20}?\b(?:doubl(?:e|es|ed)|tripl(?:e|es|ed)|surg\w*|soar\w*|jump\w*|spik\w*|plung\w*|tumbl\w*|slump\w*|sink\w*|sank|crash\w*|rall(?:y|ies|ied)|slid\w*|plummet\w*|skyrocket\w*|tank(?:s|ed)|rout|sell-?off|record high|record low|hits? (?:a |an |new )*(?:record|all-time)|biggest (?:drop|fall|gain|jump)|(?:falls?|fell|drops?|dropped|slips?|slipped|rises?|rose|climbs?|climbed|tops?|topped) (?:below|above|past|through) \$?\d)`,
  ),
  rule(
    "mid:election-result",
    "win won victor defeat landslide conced sworn elect reelect vote runoff snap",
    String.raw`\b(?:wins?|won|victory|defeats?|landslide|concedes?|sworn in|re-?elected)\b[^.;:!?|]{0,40}?\b(?:elections?|presidency|vote|polls?|runoff|mandate|majority)\b|\b(?:elections?|vote|runoff)\b[^.;:!?|]{0,30}?\b(?:results?|victory|win|upset)\b|\bsnap (?:election|vote|poll)s?\b`,
  ),
  rule(
    "mid:shipping-disruption",
    "rerout divert diversion suspend avoid port dockworkers longshoremen transit resum",
    String.raw`\b(?:rerout\w*|divert\w*|diversions?)\b|\bsuspend\w* (?:\w+ )?(?:transits?|shipping|sailings|voyages|routes?|crossings)\b|\bavoid\w* (?:the )?(?:Red Sea|Suez|Hormuz|Strait)\b|\bport (?:strikes?|closures?|shutdowns?)\b|\b(?:cuts?|limits?|restrict\w*|reduc\w*)\b[^.;:!?|]{0,20}?\btransits?\b|\b(?:dockworkers|port workers|longshoremen) (?:strike|walk out)\b|\bresum\w* (?:\w+ ){0,2}?(?:Suez|Red Sea|sailings|transits|voyages|crossings)\b`,
  ),
];

/** Formats that are about an event rather than the event: they stay low whatever they discuss. Title only. */
export const formatRules: readonly ImpactRule[] = [
  rule("low:analysis", "analysis", String.raw`^\W*analysis\b|\banalysis\s*[:|–—-]`),
  rule("low:explainer", "explain factbox q&a timeline fact", String.raw`\bexplainers?\b|\bexplained\b|\bfactbox\b|\bq&a\b|\btimeline\b|\bfact check\b`),
  rule(
    "low:opinion",
    "opinion commentary column view editorial op-ed breakingviews letter",
    String.raw`^\W*(?:opinion|commentary|column|view|editorial|op-ed)\b|\b(?:opinion|commentary|column|editorial|op-ed)\s*[:|]|\bbreakingviews\b|\bletters? to the editor\b`,
  ),
  rule(
    "low:what-it-means",
    "what why how here",
    String.raw`\bwhat\b[^?]{1,80}?\bmeans? for\b|\bwhat (?:to|you need to) (?:know|expect|watch)\b|\bwhat (?:is|are|was|were|we know)\b|^\W*(?:why|how)\b|\bhow (?:will|would|could|does|do|did|to)\b|\bhere's (?:how|what|why)\b`,
  ),
  rule("low:question", "?", String.raw`\?\W*$`),
  rule(
    "low:feature",
    "watch video podcast review photo interview feature inside pictures live newsletter recipe travel lifestyle quiz crossword obituary week weekend morning wrap long charts chart things winners exposed pays ways stocks takeaways reasons lessons questions year",
    String.raw`^\W*(?:watch|video|podcast|review|photos?|interview|feature)\s*[:|–—-]|^\W*inside\b|\b(?:podcast|in pictures|live blog|newsletter|recipes?|travel guide|lifestyle|quiz|crossword|obituary|week ahead|weekend reading|morning bid|markets wrap|long read|in charts|chart of the day|things to know|winners and losers|most exposed|who pays)\b|\b(?:\w+ )?(?:stocks|names|ADRs|picks|shares) to watch\b|\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten) (?:ways|things|stocks|charts|takeaways|reasons|lessons|questions)\b|\b(?:a|one|two|three|four|five|\d+) years? (?:later|after|on)\b`,
  ),
];
