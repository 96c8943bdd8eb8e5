import type { Impact } from "../wire-constants";

export interface LabelledHeadline {
  title: string;
  summary?: string;
  impact: Impact;
  tags: string[];
  tickers?: string[];
}

/** Headlines labelled by the rubric, easy and hard cases mixed; each label is asserted on its own. */
export const labelledHeadlines: LabelledHeadline[] = [
  // Tariffs and trade
  { title: "Trump imposes 25% tariffs on all steel and aluminum imports", impact: "high", tags: ["tariffs", "trade", "metals"] },
  { title: "US threatens 100% tariffs on Chinese electric vehicles", impact: "mid", tags: ["tariffs", "trade", "china", "autos"] },
  { title: "Canada retaliates with C$30 billion in counter-tariffs on US goods", impact: "high", tags: ["tariffs", "trade"] },
  { title: "EU could slap tariffs on American whiskey and motorcycles, officials say", impact: "mid", tags: ["tariffs", "trade"] },
  { title: "White House weighs tariffs on semiconductor imports", impact: "mid", tags: ["tariffs", "trade", "tech", "semiconductors"] },
  { title: "US tariffs on Chinese goods take effect at midnight", impact: "high", tags: ["tariffs", "trade", "china"] },
  { title: "Trump pauses reciprocal tariffs for 90 days, markets soar", impact: "high", tags: ["tariffs", "trade"] },
  { title: "US and Japan sign trade deal cutting auto tariffs to 15%", impact: "high", tags: ["tariffs", "trade", "autos"] },
  { title: "US-China trade talks collapse without agreement", impact: "high", tags: ["trade", "china"] },
  { title: "Trade talks between Washington and Brussels resume in Geneva", impact: "mid", tags: ["trade"] },
  { title: "Mexico proposes tariffs of up to 50% on Chinese cars", impact: "mid", tags: ["tariffs", "trade", "china", "autos"] },
  { title: "US and China agree to extend tariff truce by 90 days", impact: "high", tags: ["tariffs", "trade", "china"] },
  { title: "Trump says he will not lift tariffs on China until there is a deal", impact: "mid", tags: ["tariffs", "trade", "china"] },
  { title: "China imposes export ban on rare earth magnets to US defense firms", impact: "high", tags: ["trade", "china", "defense", "metals"] },
  { title: "India bans wheat exports to curb domestic prices", impact: "high", tags: ["trade", "agriculture"] },
  { title: "Commerce Department opens probe into lumber imports", impact: "mid", tags: ["trade"] },
  { title: "Trump slaps 50% tariff on Brazilian imports over Bolsonaro trial", impact: "high", tags: ["tariffs", "trade"] },
  { title: "Beijing hits back with tariffs on US soybeans and pork", impact: "high", tags: ["tariffs", "trade", "china", "agriculture"] },
  {
    title: "Harley-Davidson shares drop after EU retaliatory tariffs hit motorcycles",
    impact: "high",
    tags: ["tariffs", "trade"],
    tickers: ["HOG"],
  },
  // Formats stay low whatever they discuss
  { title: "Analysis: What Trump's new tariffs mean for US farmers", impact: "low", tags: ["tariffs", "trade", "agriculture"] },
  { title: "Explainer: How tariffs work and who pays them", impact: "low", tags: ["tariffs", "trade"] },
  { title: "Opinion: Tariffs are a tax on American consumers", impact: "low", tags: ["tariffs", "trade"] },
  { title: "Why the Strait of Hormuz matters for global oil supplies", impact: "low", tags: ["middle-east", "oil", "energy", "shipping"] },
  { title: "What a Fed rate cut means for your mortgage", impact: "low", tags: ["fed"] },
  { title: "Five things to know before the stock market opens", impact: "low", tags: [] },
  { title: "Markets wrap: stocks end mixed", summary: "Investors weighed new US tariffs on Chinese goods.", impact: "low", tags: ["tariffs", "trade", "china"] },
  // Sanctions
  { title: "EU adopts 18th sanctions package against Russia, targets shadow fleet", impact: "high", tags: ["sanctions", "russia-ukraine"] },
  {
    title: "US sanctions Rosneft and Lukoil in push to end Ukraine war",
    impact: "high",
    tags: ["sanctions", "defense", "russia-ukraine"],
  },
  { title: "Treasury sanctions Hezbollah financier in Lebanon", impact: "mid", tags: ["sanctions", "middle-east"] },
  { title: "G7 agrees to lower Russian oil price cap", impact: "high", tags: ["sanctions", "oil", "energy", "russia-ukraine"] },
  { title: "Zelensky urges allies to tighten sanctions on Russian oil", impact: "mid", tags: ["sanctions", "oil", "energy", "russia-ukraine"] },
  { title: "US weighs sanctions on Chinese banks over Russia support", impact: "mid", tags: ["sanctions", "china", "russia-ukraine"] },
  { title: "Biden lifts sanctions on Venezuelan oil sector", impact: "high", tags: ["sanctions", "oil", "energy"] },
  {
    title: "US slaps sanctions on Iranian oil tankers in the Gulf",
    impact: "high",
    tags: ["sanctions", "middle-east", "oil", "energy", "shipping"],
  },
  // War and shipping lanes
  { title: "Israel strikes Iranian nuclear and military sites", impact: "high", tags: ["middle-east", "defense"] },
  { title: "Houthi rebels attack container ship in Red Sea", impact: "high", tags: ["middle-east", "shipping"] },
  { title: "Iran seizes oil tanker in Strait of Hormuz", impact: "high", tags: ["middle-east", "oil", "energy", "shipping"] },
  {
    title: "Russia launches massive drone attack on Ukraine's energy grid",
    impact: "high",
    tags: ["energy", "defense", "russia-ukraine"],
  },
  {
    title: "Saudi Aramco cuts oil output after drone strikes on Abqaiq facility",
    impact: "high",
    tags: ["middle-east", "oil", "energy", "defense"],
  },
  { title: "Ukrainian drones hit Russian oil refinery in Volgograd", impact: "high", tags: ["oil", "energy", "defense", "russia-ukraine"] },
  { title: "Israeli airstrikes kill dozens in Gaza", impact: "mid", tags: ["middle-east", "defense"] },
  { title: "Gaza ceasefire talks resume in Cairo", impact: "mid", tags: ["middle-east", "defense"] },
  { title: "Hezbollah fires rockets into northern Israel", impact: "mid", tags: ["middle-east", "defense"] },
  { title: "China launches military drills around Taiwan", impact: "mid", tags: ["china", "defense"] },
  { title: "Maersk to keep rerouting vessels around the Cape of Good Hope", impact: "mid", tags: ["shipping"] },
  { title: "Panama Canal drought forces cut in daily transits", impact: "mid", tags: ["shipping"] },
  // Energy
  { title: "OPEC+ agrees deeper oil production cuts to prop up prices", impact: "high", tags: ["oil", "energy"] },
  { title: "OPEC+ considers extending output cuts into next year", impact: "mid", tags: ["oil", "energy"] },
  { title: "Russia halts gas flows to Europe via key pipeline", impact: "high", tags: ["energy", "russia-ukraine"] },
  { title: "Oil prices jump 5% as Middle East tensions flare", impact: "mid", tags: ["middle-east", "oil", "energy"] },
  { title: "Gold hits record above $3,000 as investors seek safety", impact: "mid", tags: ["gold"] },
  // Central banks
  { title: "Fed holds rates steady, signals two cuts this year", impact: "mid", tags: ["fed"] },
  { title: "Bank of Japan unexpectedly raises interest rates", impact: "high", tags: ["fed"] },
  { title: "ECB cuts rates for third time this year as inflation cools", impact: "mid", tags: ["fed"] },
  { title: "Bank of England holds rates at 4.25%", impact: "mid", tags: ["fed"] },
  { title: "Stocks rally as Fed's surprise rate cut lifts sentiment", impact: "high", tags: ["fed"] },
  // Companies
  { title: "Exxon Mobil (NYSE: XOM) reports higher second-quarter profit", impact: "low", tags: ["earnings"], tickers: ["XOM"] },
  { title: "Chevron to buy rival in $53 billion all-stock deal", impact: "mid", tags: [], tickers: ["CVX"] },
  { title: "Apple unveils new iPhone lineup at September event", impact: "low", tags: ["tech"], tickers: ["AAPL"] },
  { title: "Target cuts annual sales forecast as shoppers pull back", impact: "mid", tags: ["earnings"], tickers: ["TGT"] },
  {
    title: "Nvidia posts record quarterly revenue on AI chip demand",
    impact: "low",
    tags: ["tech", "semiconductors", "earnings"],
    tickers: ["NVDA"],
  },
  { title: "US tightens chip export controls on China; Nvidia shares fall", impact: "high", tags: ["trade", "china", "tech", "semiconductors"], tickers: ["NVDA"] },
  { title: "Alphabet's Google fined €2.4 billion by EU in antitrust case", impact: "mid", tags: [], tickers: ["GOOGL"] },
  { title: "Tesla recalls 200,000 vehicles over software glitch", impact: "low", tags: ["tech", "autos"], tickers: ["TSLA"] },
  { title: "Meta to cut 5% of workforce in latest round of layoffs", impact: "low", tags: [], tickers: ["META"] },
  { title: "Amazon to lay off 14,000 corporate workers", impact: "low", tags: [], tickers: ["AMZN"] },
  { title: "Amazon rainforest fires rage as Brazil drought deepens", impact: "low", tags: [], tickers: [] },
  { title: "Visa and Mastercard settle antitrust lawsuit with merchants", impact: "mid", tags: [], tickers: ["V", "MA"] },
  { title: "Visa rules tightened for foreign students", impact: "low", tags: [], tickers: [] },
  {
    title: "Nvidia's H20 chip sales to China halted by new US license rule",
    impact: "high",
    tags: ["china", "tech", "semiconductors"],
    tickers: ["NVDA"],
  },
  { title: "$TSLA and $NVDA lead premarket gainers", impact: "low", tags: [], tickers: ["TSLA", "NVDA"] },
  { title: "Microsoft to invest $80 billion in AI data centers", impact: "mid", tags: ["tech"], tickers: ["MSFT"] },
  { title: "FedEx raises prices on shipments to Canada amid tariff uncertainty", impact: "mid", tags: ["tariffs", "trade"], tickers: ["FDX"] },
  { title: "Caterpillar beats profit estimates despite tariff costs", impact: "low", tags: ["tariffs", "trade", "earnings"], tickers: ["CAT"] },
  { title: "Walmart to raise prices as tariffs bite, CFO says", impact: "mid", tags: ["tariffs", "trade"], tickers: ["WMT"] },
  { title: "Ford cuts full-year forecast, citing $2 billion tariff hit", impact: "mid", tags: ["tariffs", "trade", "earnings"], tickers: ["F"] },
  { title: "Shell says LNG demand will rise 60% by 2040", impact: "low", tags: ["energy"], tickers: ["SHEL"] },
  { title: "Senate probe targets Boeing safety practices", impact: "mid", tags: [], tickers: ["BA"] },
  { title: "Pentagon awards Lockheed Martin $12 billion F-35 contract", impact: "mid", tags: ["defense"], tickers: ["LMT"] },
  // Markets, elections, everything else
  { title: "Dow plunges 1,000 points as trade war fears grip Wall Street", impact: "mid", tags: ["trade"], tickers: [] },
  { title: "Mexico's ruling party wins landslide in presidential election", impact: "mid", tags: ["elections"] },
  { title: "Best travel credit cards for 2026", impact: "low", tags: [] },
  { title: "Review: The new iPhone 17 Pro is a modest upgrade", impact: "low", tags: ["tech"] },
  { title: "Powell says Fed will hold rates steady", impact: "mid", tags: ["fed"], tickers: [] },
  // The title weighs more than the summary
  {
    title: "Oil surges in early trade",
    summary: "Prices jumped after Israel launched strikes on Iran's oil facilities overnight.",
    impact: "mid",
    tags: ["middle-east", "oil", "energy"],
  },
  {
    title: "Automakers brace for impact",
    summary: "The US imposed 25% tariffs on imported cars and parts on Thursday.",
    impact: "mid",
    tags: ["tariffs", "trade", "autos"],
  },
];
