/**
 * An article's impact_rules in plain words, for a reader: the rubric's rules by what they found, the model's other
 * features by what they say of the story. A reason nobody has described yet reads as itself.
 */
const RULES: Readonly<Record<string, string>> = {
  "high:tariff-imposed": "Tariffs imposed, raised or retaliated against",
  "high:tariff-eased": "Tariffs cut, paused or lifted",
  "high:military-escalation": "Military strikes or escalation",
  "high:export-controls": "Export controls or bans",
  "high:opec-decision": "An OPEC+ output decision",
  "mid:threat": "A threat of measures",
  "mid:possible-measures": "Measures under consideration",
  "mid:proposal": "A proposal",
  "mid:sanctions": "Sanctions",
  "mid:talks": "Talks or negotiations",
  "mid:investigation": "An investigation or probe",
  "mid:guidance": "Company guidance",
  "mid:price-change": "A company's price change",
  "mid:tariff-cost": "The cost of tariffs to a company",
  "mid:large-deal": "A large deal or contract",
  "mid:conflict": "Conflict",
  "mid:market-move": "A notable market move",
  "mid:election-result": "An election result",
  "mid:shipping-disruption": "Shipping disruption",
  "low:analysis": "Analysis, not news",
  "low:explainer": "An explainer",
  "low:opinion": "Opinion",
  "low:what-it-means": "What it means, not what happened",
  "low:question": "A question, not a fact",
  "low:feature": "A feature story",
};

const OTHERS: Readonly<Record<string, string>> = {
  hedge: "Hedged wording (could, may, plans, threatens)",
  question: "The headline asks a question",
  "genre:opinion": "Reads as opinion",
  "genre:feature": "Reads as a feature",
  "genre:wrap": "Reads as a market wrap",
  "low:default": "No market-moving event found",
  "high:hedged": "Only a threat or a possibility so far",
  "mid:hedged": "Only a threat or a possibility so far",
  "mid:summary-only": "Found in the summary, not the headline",
  "low:summary-only": "Found in the summary, not the headline",
};

/** What one of an article's impact_rules says, in plain words. */
export function impactReasonText(reason: string): string {
  const known = RULES[reason] ?? OTHERS[reason];
  if (known) return known;
  // The model's words and word pairs come quoted ("\"guidance\""), stemmed as the model reads them.
  if (reason.startsWith('"') && reason.endsWith('"')) return `The wording ${reason.replace(/^"|"$/g, "“").replace(/“$/, "”")}`;
  const [kind, value] = reason.split(":", 2);
  if (value !== undefined) {
    if (kind === "tag") return `Topic: ${value.replace(/-/g, " ")}`;
    if (kind === "country") return `Names ${value === "us" || value === "uk" || value === "eu" ? value.toUpperCase() : value.replace(/-/g, " ")}`;
    if (kind === "commodity") return `About ${value.replace(/-/g, " ")}`;
    if (kind === "tickers") return `Names ${value === "3" ? "3 or more" : value} listed compan${value === "1" ? "y" : "ies"}`;
    if (kind === "countries") return `Names ${value === "3" ? "3 or more" : value} countr${value === "1" ? "y" : "ies"}`;
    if (kind === "high" || kind === "mid" || kind === "low") return `${value.charAt(0).toUpperCase()}${value.slice(1).replace(/-/g, " ")}`;
  }
  return reason;
}
