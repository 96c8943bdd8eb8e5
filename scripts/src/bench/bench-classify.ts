import { titleTokens } from "@tradewire/core";
import { classifyArticle } from "@tradewire/core/domain/classify/index";
import { loadClassifier } from "@tradewire/workers/classification/load-classifier";
import { loadReplaySet } from "@tradewire/workers/replay/replay-set";
import { fmt, report, throughput } from "./measure";

/** classify items/s with the full dictionary, against tokenising the same text (the least any classifier must do). */
export async function benchClassify() {
  const texts = loadReplaySet().map((article) => ({ title: article.title, summary: article.summary }));
  // The dictionary and models are read once per process: not part of any story's cost.
  const classifier = loadClassifier();
  const baseline = await throughput(() => {
    for (const text of texts) titleTokens(`${text.title} ${text.summary}`);
    return texts.length;
  });
  const classify = await throughput(() => {
    for (const text of texts) classifyArticle(text, classifier);
    return texts.length;
  });
  report("classify (items/s)", fmt(classify), "tokenise", fmt(baseline), classify / baseline);
}
