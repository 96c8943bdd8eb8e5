import { near, rule, when, type ImpactRule } from "./impact-rule";
import { AMOUNT, CENTRAL_BANK, DEAL } from "./impact-vocabulary";

/** Threats, proposals, talks, investigations, guidance, big contracts: worth a trader's look, not a market mover. */
export const midRules: readonly ImpactRule[] = [
  rule("mid:threat", [
    when("threat ultimatum", String.raw`\bthreat(?:s|en|ens|ened|ening)?\b|\bultimatum\b`),
    when("vow | retaliat", String.raw`\bvows? (?:to )?retaliat\w*`),
    when(
      "warn",
      String.raw`\bwarns? (?:of|it will|it would|it could) (?:\w+ ){0,3}?(?:retaliat\w*|tariffs?|sanctions?|countermeasures|strikes?|action|act|respond|hit back)\b`,
    ),
  ]),
  rule("mid:possible-measures", [
    when(
      "weigh consider mull eye prepar plan propos seek urge push call discuss draft stud review explor near finali | tariff dut lev sanction export import curb control restriction licen ban embargo quota price retaliat",
      near(
        String.raw`weigh\w*|consider\w*|mull\w*|eye(?:s|ing)|prepar\w*|plan(?:s|ned|ning)?|propos\w*|seek\w*|urg(?:e|es|ed|ing)|push(?:es|ing)? for|calls? for|discuss\w*|draft\w*|stud(?:y|ies|ying)|review\w*|explor\w*|nears? (?:a )?(?:final )?decision on|finali[sz]ing`,
        String.raw`tariffs?|duties|levies|sanctions?|(?:export|import) (?:controls?|curbs?|bans?|restrictions?)|curbs?|controls|restrictions|licen[cs](?:e|es|ing)|bans?|embargo(?:es)?|quotas?|price cap|retaliat\w*`,
        4,
      ),
    ),
  ]),
  rule("mid:proposal", [
    when("propos draft offer", String.raw`\bpropos(?:e|es|ed|ing|al|als)\b|\bdraft (?:law|bill|rules?|regulations?)\b|\boffer(?:s|ed)? to\b`),
  ]),
  rule("mid:sanctions", [
    when(
      "impos slap announc expand tighten adopt lift eas block veto delay | sanction",
      near(String.raw`impos\w*|slap\w*|announc\w*|expand\w*|tighten\w*|adopt\w*|lift\w*|eas(?:e|es|ed|ing)|block\w*|veto\w*|delay\w*`, "sanctions?", 4),
    ),
    when("new fresh additional further | sanction", String.raw`\b(?:new|fresh|additional|further)\s+sanctions?\b`),
    when(
      "sanction blacklist",
      String.raw`\b(?:sanction(?:s|ed)|blacklist(?:s|ed))\s+(?!on\b|against\b|relief\b|package\b|regime\b|were\b|are\b|and\b|have\b|has\b|had\b)[\w'’-]+`,
    ),
  ]),
  rule("mid:talks", [
    when("talks negotiations negotiators summit", String.raw`\b(?:talks|negotiations|negotiators|summit)\b`),
    when("meet | on over discuss", String.raw`\bmeet(?:s|ing)?\b(?:\s+in(?:\s+[\w-]+){1,2})?\s+(?:on|over|to discuss)\b`),
    when("near | deal agreement accord pact", String.raw`\bnear(?:s|ing)? (?:a )?(?:[\w-]+ ){0,2}?(?:deal|agreement|accord|pact)\b`),
    when(
      "ceasefire | talks deal proposal plan framework agreement agreed reached holds collapses violation",
      String.raw`\bceasefire (?:talks|deal|proposal|plan|framework|agreement|agreed|reached|holds|collapses|violations?)\b`,
    ),
    when(
      "agree reach broker announc extend | ceasefire truce",
      String.raw`\b(?:agree\w*|reach\w*|broker\w*|announc\w*|extend\w*)\s+(?:a\s+|an\s+)?(?:[\w-]+\s+)?(?:ceasefire|truce)\b`,
    ),
    when("peace nuclear truce | deal plan framework proposal extension extended", String.raw`\bpeace (?:deal|plan|framework|proposal)\b|\bnuclear deal\b|\btruce (?:extension|extended)\b`),
  ]),
  rule("mid:investigation", [
    when(
      "probe probing investigat antitrust inquiry subpoena fined sue lawsuit indicted hearing",
      String.raw`\bprobes?\b|\bprobing\b|\binvestigat\w*|\bantitrust\b|\binquiry\b|\bsubpoena\w*|\bfined\b|\bsues\b|\bsued\b|\blawsuits?\b|\bindicted\b|\bhearings?\b`,
    ),
  ]),
  rule("mid:guidance", [
    when(
      "cut lower slash rais lift boost withdraw pull suspend reinstat trim hik reaffirm scrap | guidance forecast outlook",
      near(
        String.raw`cut(?:s|ting)?|lower\w*|slash\w*|rais(?:e|es|ed|ing)|lift\w*|boost\w*|withdraw\w*|pull\w*|suspend\w*|reinstat\w*|trim\w*|hik\w*|reaffirm\w*|scrap\w*`,
        String.raw`guidance|forecasts?|outlook`,
        3,
      ),
    ),
    when("profit | warning", String.raw`\bprofit warning\b`),
    when("warn | profit sales earnings revenue demand", String.raw`\bwarns? (?:on|of) (?:\w+ ){0,2}?(?:profits?|sales|earnings|revenue|demand)\b`),
    when(
      "forecast sees expect project guide | lower higher weaker stronger record flat | profit earnings sales revenue demand",
      String.raw`\b(?:forecasts?|sees|expects?|projects?|guides?)\b (?:[\w-]+ ){0,2}?(?:lower|higher|weaker|stronger|record|flat) (?:[\w-]+ )?(?:profits?|earnings|sales|revenue|demand)\b`,
    ),
    when(
      "forecast project guide | profit earnings sales revenue | above below ahead short",
      String.raw`\b(?:forecasts?|projects?|guides?)\b (?:[\w-]+ ){0,2}?(?:profits?|earnings|sales|revenue) (?:above|below|ahead of|short of)\b`,
    ),
    when(
      "expect | sales revenue profit earnings demand | fall drop decline rise grow slow",
      String.raw`\bexpects? (?:[\w-]+ ){0,3}?(?:sales|revenue|profits?|earnings|demand) to (?:fall|drop|decline|rise|grow|slow)\b`,
    ),
  ]),
  rule("mid:price-change", [
    when("rais hik increas lift cut lower slash | prices", near(String.raw`rais\w*|hik\w*|increas\w*|lift\w*|cut(?:s|ting)?|lower\w*|slash\w*`, "prices", 2)),
    when("surcharge", String.raw`\bsurcharges?\b`),
    when("price | increase hike rise cut", String.raw`\bprice (?:increases?|hikes?|rises?|cuts?)\b`),
  ]),
  rule("mid:tariff-cost", [
    when("tariff | add cost shave knock", String.raw`\btariffs? (?:will |would |could )?(?:add|cost|shave|knock)\b`),
    when(
      "tariff | hit cost impact charge bill | $ € £ us$ billion trillion",
      String.raw`\btariff (?:hit|costs?|impact|charges?|bill)\b[^.;:!?|]{0,20}?(?:${AMOUNT})|(?:${AMOUNT})\b[^.;:!?|]{0,20}?\btariff (?:hit|costs?|impact|charges?|bill)\b`,
    ),
    when(
      "flag warn sees expect | tariff",
      String.raw`\b(?:flags?|warns?|sees|expects?)\b[^.;:!?|]{0,30}?\btariff (?:hit|costs?|impact|charges?|bill)\b`,
    ),
    when(
      "avoid offset dodge escap mitigat sidestep skirt absorb pass | tariff",
      String.raw`\b(?:avoid|offset|dodge|escap\w*|mitigat\w*|sidestep|skirt|absorb|pass on)\w*(?:\s+[\w-]+){0,3}?\s+tariffs?\b`,
    ),
  ]),
  rule("mid:large-deal", [
    when(
      "$ € £ us$ billion trillion | contract order deal acquisition acquir buy bid takeover merger invest stake sale pledg loan funding spending budget package",
      String.raw`(?:${AMOUNT})\b[^.;:!?|]{0,50}?\b(?:${DEAL})\b|\b(?:${DEAL})\b[^.;:!?|]{0,50}?(?:${AMOUNT})\b`,
    ),
  ]),
  rule(
    "mid:central-bank",
    [
      when(
        "cut rais hik hold keep leav lower paus | rate",
        String.raw`\b(?:cut|cuts|raise[sd]?|raising|hike[sd]?|hiking|holds?|keeps?|leaves?|lower(?:s|ed)?|pause[sd]?)\b[^.;:!?|]{0,25}?\brates?\b`,
      ),
      when("cut hike decision increase rise | rate", String.raw`\brate (?:cut|hike|decision|increase|rise)s?\b`),
      when("cut hike", String.raw`\b(?:another|further|next|a|December|January|March|June|September) (?:rate )?(?:cut|hike)\b`),
      when("hold", String.raw`\bholds? (?:rates )?at \d`),
      when("polic quantitative", String.raw`\bpolicy (?:meeting|decision)\b|\bquantitative (?:easing|tightening)\b`),
    ],
    CENTRAL_BANK,
  ),
  rule("mid:conflict", [
    when(
      "air missile rocket drone shell bomb invasion invad military war drill clash offensive assassinat coup",
      String.raw`\b(?:air ?strikes?|missiles?|rockets?|drones? (?:strikes?|attacks?|hit|hits|struck)|shelling|bombing|bombard\w*|invasion|invad(?:e|es|ed|ing)|military (?:action|drills|exercises|operations?|escalation)|war games|drills|clashes|offensive|assassinat\w*|coup)\b`,
    ),
    when("attack strike | on in at against", String.raw`\battacks? on\b|\bstrikes? (?:on|in|at|against)\b`),
    when(
      "strik struck pound shell bomb | gaza hamas hezbollah beirut lebanon syria yemen houthi israel ukraine kyiv russia target site position base depot launcher commander militant",
      String.raw`\b(?:strik(?:e|es|ing)|struck|pound(?:s|ed)?|shell(?:s|ed)|bomb(?:s|ed))\s+(?!(?:a\s+)?(?:deal|agreement|pact|accord|tone|balance|chord|back)\b)(?:[\w'’-]+\s+){0,2}?(?:Gaza|Hamas|Hezbollah|Beirut|Lebanon|Syria|Yemen|Houthis?|Israel|Ukraine|Kyiv|Russia|targets?|sites?|positions?|bases?|depots?|launchers?|commanders?|militants?)\b`,
    ),
    when("captur | town city village", String.raw`\bcaptur(?:e|es|ed|ing) (?:the )?(?:\w+ )?(?:town|city|village)\b`),
    when("fir | missile rocket drone", String.raw`\bfir(?:es|ed|ing)(?:\s+[\w-]+){0,2}?\s+(?:missiles?|rockets?|drones?)\b`),
    when("kill | gaza lebanon ukraine syria yemen kyiv beirut", String.raw`\bkill(?:s|ed|ing)? (?:\w+ ){0,3}?(?:in|near) (?:Gaza|Lebanon|Ukraine|Syria|Yemen|Kyiv|Beirut)\b`),
  ]),
  rule("mid:market-move", [
    when(
      "oil crude brent wti gold silver copper stocks equities futures market yield treasur bond dollar yuan yen euro rupee ruble rouble lira peso bitcoin dow s&p nasdaq indexes indices freight shipping insurance premiums prices wheat soybean | surg soar jump spik plung tumbl slump sink sank crash rall slid plummet skyrocket tank rout sell record hit biggest fall fell drop slip rise rose climb top doubl tripl",
      String.raw`\b(?:oil|crude|Brent|WTI|gold|silver|copper|stocks|equities|futures|markets?|yields?|Treasur(?:y|ies)|bonds?|dollar|yuan|yen|euro|rupee|ruble|rouble|lira|peso|bitcoin|Dow|S&P(?: 500)?|Nasdaq|indexes|indices|freight rates|shipping rates|insurance rates|premiums|prices|wheat|soybeans?)\b[^.;:!?|]{0,20}?\b(?:doubl(?:e|es|ed)|tripl(?:e|es|ed)|surg\w*|soar\w*|jump\w*|spik\w*|plung\w*|tumbl\w*|slump\w*|sink\w*|sank|crash\w*|rall(?:y|ies|ied)|slid\w*|plummet\w*|skyrocket\w*|tank(?:s|ed)|rout|sell-?off|record high|record low|hits? (?:a |an |new )*(?:record|all-time)|biggest (?:drop|fall|gain|jump)|(?:falls?|fell|drops?|dropped|slips?|slipped|rises?|rose|climbs?|climbed|tops?|topped) (?:below|above|past|through) \$?\d)`,
    ),
  ]),
  rule("mid:election-result", [
    when(
      "win won victor defeat landslide conced sworn elect reelect | elect president vote poll runoff mandate majority",
      String.raw`\b(?:wins?|won|victory|defeats?|landslide|concedes?|sworn in|re-?elected)\b[^.;:!?|]{0,40}?\b(?:elections?|presidency|vote|polls?|runoff|mandate|majority)\b`,
    ),
    when("elect vote runoff | result victor win upset", String.raw`\b(?:elections?|vote|runoff)\b[^.;:!?|]{0,30}?\b(?:results?|victory|win|upset)\b`),
    when("snap | election vote poll", String.raw`\bsnap (?:election|vote|poll)s?\b`),
  ]),
  rule("mid:shipping-disruption", [
    when("rerout divert diversion", String.raw`\b(?:rerout\w*|divert\w*|diversions?)\b`),
    when("suspend | transit shipping sailing voyage route crossing", String.raw`\bsuspend\w* (?:\w+ )?(?:transits?|shipping|sailings|voyages|routes?|crossings)\b`),
    when("avoid | red suez hormuz strait", String.raw`\bavoid\w* (?:the )?(?:Red Sea|Suez|Hormuz|Strait)\b`),
    when("port dockworkers longshoremen | strike closure shutdown walk", String.raw`\bport (?:strikes?|closures?|shutdowns?)\b|\b(?:dockworkers|port workers|longshoremen) (?:strike|walk out)\b`),
    when("transit | cut limit restrict reduc", String.raw`\b(?:cuts?|limits?|restrict\w*|reduc\w*)\b[^.;:!?|]{0,20}?\btransits?\b`),
    when("resum | suez red sailing transit voyage crossing", String.raw`\bresum\w* (?:\w+ ){0,2}?(?:Suez|Red Sea|sailings|transits|voyages|crossings)\b`),
  ]),
];
