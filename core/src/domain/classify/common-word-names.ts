/**
 * Company names (as the ticker index derives them, lower-case) that are also everyday words, places or
 * first names: "Apple growers", "Target hits", "the Red Sea", "Dow falls 500 points", "On Tuesday",
 * "Amazon rainforest".
 * Some longer names are everyday phrases too ("Critical Metals", "Quantum Computing").
 * A headline only names one of these companies with company context around it (see company-context.ts).
 * Reviewed by hand against the single-word names of workers/data/ticker-dictionary.json; a name that is
 * missing here is matched whenever it appears capitalised.
 */
export const commonWordNames: ReadonlySet<string> = new Set([
  "affirm", "alamo", "amazon", "amplitude", "apple", "arm", "ball", "bandwidth", "banner", "block", "booking", "box",
  "brady", "buckle", "bullish", "cactus", "cadre", "carnival", "celsius", "chewy", "city", "coherent",
  "compass", "cooper", "copa", "crane", "crocs", "crown", "dana", "dave", "deluxe", "dole", "dover", "dow",
  "employers", "enact", "enhanced", "ensign", "equitable", "eve", "everest", "exponent", "flex", "fox",
  "freedom", "frontier", "frontline", "gap", "grab", "graham", "happen", "hello", "hippo", "hub", "icon",
  "integer", "inter", "interface", "kirby", "lemonade", "lineage", "lucid", "marcus", "marsh", "match",
  "maximus", "mosaic", "navigator", "neutron", "news", "noble", "nova", "nu", "on", "opera", "oracle",
  "pattern", "people", "polaris", "pool", "popular", "post", "progressive", "quantum", "radian", "reliance",
  "revolve", "rocket", "rogers", "root", "sabre", "scholastic", "sea", "seaboard", "securitize", "shell",
  "sinclair", "snap", "southern", "spire", "strategy", "stride", "strive", "tapestry", "target", "toast",
  "tron", "universal", "upstart", "vertex", "viking", "visa", "waters", "williams", "wise", "workday",
  "berkshire", "freeport", "intel", "lilly",
  "apollo", "cava", "colgate", "eastman", "gallagher", "hilton", "philips", "santander", "vale",
  "american", "chase", "constellation", "southwest", "united", "yeti", "figs", "galicia", "telkom",
  "commerce", "state", "energy", "national", "nordic",
  "american financial", "american international", "bank first", "best buy", "critical metals", "energy fuels",
  "energy vault", "financial institutions", "first american", "first financial", "independent bank",
  "performance food", "public storage", "quantum computing", "standard nuclear", "super group", "trade desk", "united fire",
  "uranium energy",
]);
