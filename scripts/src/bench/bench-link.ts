import { titleTokens } from "@tradewire/core";
import { createMarketLinker } from "@tradewire/core/domain/linking/market-linker";
import { loadReplayMarkets } from "@tradewire/workers/markets/replay-markets";
import { loadReplaySet } from "@tradewire/workers/replay/replay-set";
import { fmt, report, throughput } from "./measure";

/** How many open markets a live deployment links stories among (LINKABLE_MARKETS). */
const MARKETS = 2_000;

/**
 * Linking stories to 2,000 markets (the replay questions, repeated under new ids with a varying suffix so
 * their words are not all identical), in stories/s, against tokenising the same stories' text.
 */
export async function benchLink() {
  const replay = loadReplayMarkets();
  const markets = Array.from({ length: MARKETS }, (_, index) => {
    const market = replay[index % replay.length]!;
    return { id: index + 1, question: `${market.question} (series ${Math.floor(index / replay.length)})`, tags: market.tags, closed: false };
  });
  const stories = loadReplaySet().map((article) => ({ title: article.title, summary: article.summary, tags: article.tags }));
  const baseline = await throughput(() => {
    for (const story of stories) titleTokens(`${story.title} ${story.summary}`);
    return stories.length;
  });
  let linker = createMarketLinker(markets);
  const index = await throughput(() => {
    linker = createMarketLinker(markets);
    return 1;
  });
  const link = await throughput(() => {
    for (const story of stories) linker.linksFor(story);
    return stories.length;
  });
  report(`link stories to ${fmt(MARKETS)} markets (stories/s)`, fmt(link), "tokenise", fmt(baseline), link / baseline);
  console.log(`  index of ${fmt(MARKETS)} markets built ${fmt(index)} times/s`);
}
