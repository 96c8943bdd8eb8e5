import { near, rule, together, when, type ImpactRule } from "./impact-rule";
import {
  CENTRAL_BANK,
  COMMODITY,
  MAJOR_SANCTIONS_TARGET,
  SANCTIONS_ACTION,
  STRATEGIC_TARGETS,
  STRIKE_VERBS,
  TARIFF_SUBJECT,
  TARIFFS,
  TARIFFS_IMPOSED,
} from "./impact-vocabulary";

/** Events that move broad markets or a whole sector now. */
export const highRules: readonly ImpactRule[] = [
  rule("high:tariff-imposed", [
    when(
      "impos slap lev rais hik doubl tripl increas announc unveil expand extend widen sign adopt approv confirm finali reinstat reimpos accelerat bring brought | tariff dut lev port",
      near(
        String.raw`impos\w*|slap(?:s|ped|ping)?|lev(?:y|ies|ied|ying)|rais(?:e|es|ed|ing)|hik(?:e|es|ed|ing)|doubl(?:e|es|ed|ing)|tripl(?:e|es|ed|ing)|increas(?:e|es|ed|ing)|announc(?:e|es|ed|ing)|unveil(?:s|ed|ing)?|expand(?:s|ed|ing)?|extend(?:s|ed|ing)?|widen(?:s|ed|ing)?|sign(?:s|ed)|adopt(?:s|ed)|approv(?:e|es|ed)|confirm(?:s|ed)?|finali[sz](?:e|es|ed)|reinstat(?:e|es|ed)|reimpos(?:e|es|ed)|accelerat(?:e|es|ed)|brings? forward|brought forward`,
        TARIFFS_IMPOSED,
        4,
      ),
    ),
    when("add | tariff dut", String.raw`\badd(?:s|ed)?\b(?:\s+[\w,'’-]+){1,4}?\s+to\s+(?:the\s+)?(?:[\w-]+\s+){0,4}?(?:tariff|duty) list\b`),
    when("hit | with | tariff dut lev port", String.raw`\bhit(?:s|ting)?(?:\s+[\w.'’-]+){1,3}?\s+with(?:\s+[\w%$.'’-]+){0,3}?\s+(?:${TARIFFS_IMPOSED})\b`),
    when(
      "tariff dut | take took taking go goes went going kick come came are were is was being get gets rise rose jump climb doubl tripl surg soar begin began start",
      String.raw`${TARIFF_SUBJECT}\s+(?:(?:take|takes|took|taking) effect|(?:go|goes|went|going) into effect|kick(?:s|ed)? in|c[oa]mes? into force|(?:are|were|is|was|being|get|gets) (?:imposed|raised|hiked|doubled|tripled|increased|expanded|extended)|(?:go|goes|went) up|rise|rises|rose|jump(?:s|ed)?|climb(?:s|ed)?|doubl(?:e|es|ed)|tripl(?:e|es|ed)|surg(?:e|es|ed)|soar(?:s|ed)?|begin|begins|began|start(?:s|ed)?)\b`,
    ),
    when("tariff duty | hike increase rise", String.raw`\b(?:tariff|duty) (?:hikes?|increases?|rises?)\b`),
    when(
      "new fresh sweeping additional higher steep punitive blanket | tariff dut lev port",
      String.raw`\b(?:new|fresh|sweeping|additional|higher|steep|punitive|blanket)(?<!\b(?:over|against|about|despite|amid|from|of|to) \w+)(?:\s+[\w%$.'’-]+){0,2}?\s+(?:${TARIFFS_IMPOSED})\b`,
    ),
  ]),
  rule(
    "high:tariff-retaliation",
    [when("retaliat counter hit", String.raw`\bretaliat\w*|\bcounter-?tariffs?\b|\bhits? back\b`)],
    /\b(?:tariffs?|duties|levies|trade|imports?|exports?|goods)\b/i,
  ),
  rule("high:tariff-eased", [
    when(
      "paus suspend delay postpon lift remov scrap roll drop waiv exempt cut lower slash reduc eas | tariff dut lev",
      near(
        String.raw`paus\w*|suspend\w*|delay\w*|postpon\w*|lift\w*|remov\w*|scrap\w*|roll(?:s|ed|ing)? back|drop(?:s|ped|ping)?|waiv\w*|exempt\w*|cut(?:s|ting)?|lower(?:s|ed|ing)?|slash\w*|reduc\w*|eas(?:e|es|ed|ing)`,
        TARIFFS,
        2,
      ),
    ),
    when("tariff | pause truce reprieve rollback", String.raw`\btariff (?:pause|truce|reprieve|rollback)\b`),
  ]),
  rule(
    "high:sanctions",
    [
      when(
        "impos slap announc unveil expand tighten widen toughen extend adopt approv agree lift eas remov scrap lower cut reduc | sanction price",
        near(
          String.raw`impos\w*|slap\w*|announc\w*|unveil\w*|expand\w*|tighten\w*|widen\w*|toughen\w*|extend\w*|adopt\w*|approv\w*|agree\w*|lift\w*|eas(?:e|es|ed|ing)|remov\w*|scrap\w*|lower\w*|cut(?:s|ting)?|reduc\w*`,
          String.raw`sanctions?|(?:oil )?price cap`,
          4,
        ),
      ),
      when(
        "new fresh sweeping tougher harsher additional further secondary more | sanction",
        String.raw`\b(?:new|fresh|sweeping|tougher|harsher|additional|further|secondary|more)(?:\s+[\w.'’-]+){0,2}?\s+sanctions?\b`,
      ),
      when("sanction blacklist", SANCTIONS_ACTION),
    ],
    MAJOR_SANCTIONS_TARGET,
  ),
  rule("high:military-escalation", [
    when(
      "strik struck attack bomb shell air missile rocket drone projectile warplane jet fir launch invad invasion blockad clos retaliat declar escalat sabotag explosion swarm harass | iran saudi iraq kuwait uae emirat qatar russia venezuel libya houthi red strait hormuz suez bab black persian gulf taiwan tanker supertanker oil refiner pipeline abqaiq kharg ras shipping merchant cargo container commercial vessel lng",
      together(STRIKE_VERBS, STRATEGIC_TARGETS),
    ),
    when(
      "seiz hijack board | tanker ship vessel cargo",
      String.raw`\b(?:seiz(?:e|es|ed|ing)|hijack\w*|board(?:s|ed)?)(?:\s+[\w'’-]+){0,3}?\s+(?:(?:oil|fuel|LNG|crude|cargo|container|merchant|commercial)\s+)?(?:tankers?|ships?|vessels?|cargo(?:es)?)\b`,
    ),
  ]),
  rule(
    "high:central-bank-surprise",
    [
      when(
        "surpris unexpected emergency shock unscheduled intermeeting off-cycle",
        together(
          String.raw`surprise|surprising(?:ly)?|unexpected(?:ly)?|emergency|shock|unscheduled|intermeeting|off-cycle`,
          String.raw`rates?|cuts?|hikes?|raises?|move|decision|easing|tightening|stimulus|intervention|intervenes`,
          40,
        ),
      ),
    ],
    CENTRAL_BANK,
  ),
  rule("high:export-controls", [
    when(
      "ban halt suspend restrict curb block stop tighten impos slap extend freez requir reinstat reimpos lift eas wind phas | export import licen",
      near(
        String.raw`ban(?:s|ned|ning)?|halt\w*|suspend\w*|restrict\w*|curb\w*|block\w*|stop\w*|tighten\w*|impos\w*|slap\w*|extend\w*|freez\w*|requir\w*|reinstat\w*|reimpos\w*|lift\w*|eas(?:e|es|ed|ing)|wind(?:s|ing)? down|phas(?:e|es|ed|ing) out`,
        String.raw`exports?|imports?|(?:export|licen[cs](?:e|es|ing)) (?:controls?|curbs?|licen[cs](?:e|es|ing)|restrictions?|rules?|requirements?)`,
        6,
      ),
    ),
    when("export import | ban halt embargo", String.raw`\b(?:export|import) (?:bans?|halt|embargo)\b`),
    when("new | export import", String.raw`\bnew (?:[\w-]+ )?(?:export|import) (?:controls|curbs|restrictions|rules)\b`),
    when("ban | export import sale", String.raw`\bbans? (?:on )?(?:[\w-]+ ){0,3}?(?:exports?|imports?|sales?) (?:of|to)\b`),
    when(
      "export import sale shipment | halted banned blocked restricted suspended",
      String.raw`\b(?:exports?|imports?|sales|shipments) (?:\S+ ){0,3}?(?:halted|banned|blocked|restricted|suspended)\b`,
    ),
    when("ban | buying using importing exporting selling", String.raw`\bban(?:s|ned)?\b[^.;:!?|]{0,50}?\bfrom (?:buying|using|importing|exporting|selling)\b`),
    when("add | list", String.raw`\badd(?:s|ed)?\b[^.;:!?|]{0,40}?\bto (?:its |the )?(?:[\w-]+ )?(?:entity|export control|unreliable entity|export) list\b`),
    when(
      "approv allow permit licen | sell sale export ship | china",
      String.raw`\b(?:approv\w*|allow\w*|permit\w*|licen[cs]\w*)\b[^.;:!?|]{0,40}?\b(?:sell|sales|export\w*|ship\w*)\b[^.;:!?|]{0,30}?\bto China\b`,
    ),
  ]),
  rule(
    "high:trade-deal",
    [
      when(
        "sign seal clinch strik struck reach finali conclud agree announc ink unveil approv ratif | trade tariff",
        near(
          String.raw`sign\w*|seal\w*|clinch\w*|strik(?:e|es|ing)|struck|reach\w*|finali[sz]\w*|conclud\w*|agree\w*|announc\w*|ink\w*|unveil\w*|approv\w*|ratif\w*`,
          String.raw`(?:trade|tariff) (?:deal|pact|agreement|accord|truce)`,
          4,
        ),
      ),
      when(
        "trade tariff | collaps signed sealed reached agreed fail break broke scrapped terminated dead fall fell",
        String.raw`\b(?:trade|tariff) (?:deal|pact|agreement|accord|truce|talks|negotiations)\b[^.;:!?|]{0,30}?\b(?:collaps\w*|signed|sealed|reached|agreed|fail\w*|breaks? down|broke down|scrapped|terminated|dead|falls? apart|fell apart)\b`,
      ),
      when("truce | expire lapse end collaps", String.raw`\btruce\b[^.;:!?|]{0,20}?\b(?:expires|expired|lapses|lapsed|ends|ended|collapses|collapsed)\b`),
      when(
        "walk abandon scrap terminat quit pull withdraw exit tear tore rip cancel | trade tariff",
        near(
          String.raw`walk\w* (?:out|away)|abandon\w*|scrap\w*|terminat\w*|quit\w*|pull\w* out|withdraw\w*|exit\w*|tear\w* up|tore up|rip\w* up|cancel\w*`,
          String.raw`(?:trade|tariff) (?:deal|pact|agreement|talks|truce)`,
          3,
        ),
      ),
    ],
    /\b(?:trade|tariffs?|duties|imports?|exports?)\b/i,
  ),
  rule("high:opec-decision", [
    when(
      "opec",
      String.raw`\bOPEC\+?(?:\s+\w+){0,6}?\s+(?:agree\w*|decid\w*|rais\w*|boost\w*|increas\w*|hik\w*|cut(?:s|ting)?|reduc\w*|paus\w*|halt\w*|extend\w*|deepen\w*|unwind\w*|hold\w*|keep\w*)\b(?:\s+[\w,.-]+){0,5}?\s+(?:output|production|supply|quotas?|cuts?|increases?|hikes?|pause)\b`,
    ),
  ]),
  rule(
    "high:currency-intervention",
    [when("interven", String.raw`\binterven(?:e|es|ed|ing|tion)\b`)],
    /\b(?:currenc(?:y|ies)|yen|yuan|won|rupee|lira|forex|foreign exchange|FX|dollars?)\b/i,
  ),
  rule(
    "high:supply-cut",
    [
      when(
        "cut slash halt shut suspend stop reduc curb clos disrupt knock tak deepen | output production suppl export flow shipment deliver capacity pipeline refiner oil crude gas lng",
        near(
          String.raw`cut(?:s|ting)?|slash\w*|halt\w*|shut\w*|suspend\w*|stop\w*|reduc\w*|curb\w*|clos(?:e|es|ed|ing)|disrupt\w*|knock\w* out|tak(?:e|es|ing) offline|deepen\w*`,
          String.raw`output|production|supply|supplies|exports?|flows?|shipments|deliveries|capacity|pipelines?|refiner(?:y|ies)|(?:oil|crude|gas|LNG)(?!\s+(?:prices?|traders?|trading|companies|majors?|firms?|giants?|executives?|ministers?|demand|stocks?|shares|imports?))`,
          4,
        ),
      ),
      when("output production supply | cut halt shutdown outage", String.raw`\b(?:output|production|supply) (?:cuts?|halts?|shutdowns?|outages?)\b`),
      when("force", String.raw`\bforce majeure\b`),
    ],
    COMMODITY,
  ),
];
