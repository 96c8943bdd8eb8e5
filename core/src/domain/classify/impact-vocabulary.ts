/** Phrases several impact rules share. */

export const TARIFFS = String.raw`tariffs?|duties|levies`;
/** "US sanctions top Iranian tanker operator", "Britain sanctions 30 more shadow fleet vessels", "US blacklists SMIC units". */
export const SANCTIONS_ACTION = String.raw`\b(?:sanction(?:s|ed)|blacklist(?:s|ed))\s+(?!on\b|against\b|relief\b|package\b|regime\b|were\b|are\b|and\b)(?:[\w'’-]+\s+){0,4}?(?:Russia\w*|Iran\w*|China|Chinese|Venezuela\w*|North Korea\w*|Rosneft|Lukoil|Gazprom\w*|Novatek|SMIC|Huawei|(?:shadow fleet\s+)?(?:tankers?|vessels?)|refiner(?:y|ies)|oil|crude|banks?|subsidiaries|units)\b`;
/** Tariffs as the thing imposed, not "tariff pause", "tariff talks" or "tariff threats". */
export const TARIFFS_IMPOSED = String.raw`(?:tariffs?|duties|levies|port (?:fees|charges))(?!\s+(?:pause|truce|exemptions?|relief|reprieve|cuts?|deadline|talks|threats?))`;
export const AMOUNT = String.raw`(?:(?:US)?\$|€|£)\s?\d+(?:[.,]\d+)?\s?(?:bn|billion|b|trillion|tn)|\d+(?:\.\d+)?\s(?:billion|trillion)`;
export const DEAL = String.raw`contracts?|orders?|deals?|acquisitions?|acquires?|acquiring|buys?|buyout|takeover|merger|bid|investments?|invests?|investing|stake|sales?|pledg\w*|loans?|funding|spending|budget|package`;
export const CENTRAL_BANK =
  /\b(?:Fed|FOMC|ECB|BoE|BOE|BoJ|BOJ|PBOC|PBoC|RBI|RBA|RBNZ|SNB|Federal Reserve|[Cc]entral [Bb]anks?|Bank of (?:England|Japan|Canada|Korea)|People's Bank of China|Reserve Bank of (?:India|Australia|New Zealand)|Swiss National Bank)\b/;
/** Sanctions move markets when they hit a major economy or a traded commodity, not one financier. */
export const MAJOR_SANCTIONS_TARGET =
  /\b(?:Russia\w*|Iran\w*|China|Chinese|Venezuela\w*|North Korea\w*|oil|crude|gas|LNG|Rosneft|Lukoil|Gazprom\w*|Novatek|tankers?|shadow fleet|banks?|central bank|energy|metals?|alumini?um|nickel|copper|semiconductors?|chips?)\b/i;
/** Supply cuts that matter are cuts of a traded commodity, not of one company's product line. */
export const COMMODITY =
  /\b(?:OPEC\+?|oil|crude|gas|LNG|fuel|diesel|refiner\w*|barrels?|bpd|copper|alumini?um|nickel|lithium|cobalt|uranium|iron ore|potash|rare[- ]earths?|grain|wheat|corn|soybeans?|fertili[sz]ers?|mines?|mining)\b/i;

export const STRIKE_VERBS = String.raw`strik(?:e|es|ing)(?!\s+(?:a\s+|new\s+)?(?:deal|agreement|pact|accord|tone|balance|chord|back))|struck|attack(?:s|ed|ing)?|bomb(?:s|ed|ing)?|shell(?:s|ed|ing)|air ?strikes?|(?:missile|rocket|drone)s? (?:strikes?|attacks?|barrages?|fire)|(?:missiles?|rockets?|drones?|projectiles?|warplanes|jets) (?:hit|hits|struck|target(?:s|ed)?|slam(?:s|med)?|pound(?:s|ed)?|lands?|landed|explod(?:es|ed))|(?:missile|drone|rocket) incidents?|fir(?:es|ed|ing)(?:\s+[\w-]+){0,2}?\s+(?:missiles?|rockets?|drones?)|swarm(?:s|ed)?|harass(?:es|ed)?|launch(?:es|ed|ing)? (?:missiles?|rockets?|drones?|strikes?|attacks?)|invad(?:e|es|ed|ing)|invasion|blockad(?:e|es|ed|ing)|clos(?:e|es|ed|ing|ure) (?:of )?(?:the )?(?:Strait|Hormuz|Suez|Red Sea|Bab el-Mandeb)|retaliat\w*|declar\w* war|escalat\w*|sabotag\w*|explosions?`;
export const STRATEGIC_TARGETS = String.raw`Iran\w*|Saudi\w*|Iraq\w*|Kuwait\w*|UAE|Emirat\w*|Qatar\w*|Russia\w*|Venezuela\w*|Libya\w*|Houthis?|Red Sea|Strait of Hormuz|Hormuz|Suez|Bab el-Mandeb|Black Sea|Persian Gulf|Gulf of Oman|Gulf of Aden|Taiwan|Taiwan Strait|(?:super)?tankers?|oil (?:fields?|facilit\w*|infrastructure|terminals?|ports?|refiner\w*|installations?|platforms?)|refiner(?:y|ies)|pipelines?|Abqaiq|Kharg|Ras Tanura|shipping lanes?|(?:merchant|cargo|container|commercial) ships?|vessels?|LNG (?:plants?|terminals?)`;

/** What may stand between tariffs and what happens to them: "tariffs on Chinese goods could take effect". */
export const TARIFF_SUBJECT = String.raw`\b(?:tariffs?|duties)(?:\s+(?:on|against|for|of|from)(?:\s+[\w%$€£.'’&-]+){1,3}?){0,2}(?:\s+(?:will|could|would|may|might|are set to|set to|to))?`;
