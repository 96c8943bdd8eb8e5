// As in a worker's process: what the workers load changes how fast string code runs (see core's char-code.ts).
import "@tradewire/workers";
import { titleTokens } from "@tradewire/core";
import { classifyArticle, type Classifier } from "@tradewire/core/domain/classify/index";
import { loadClassifier } from "@tradewire/workers/classification/load-classifier";
import { loadReplaySet } from "@tradewire/workers/replay/replay-set";
import { fmt, report, throughput } from "./measure";

/** Warmed up this long before each figure: a worker classifies for hours, so the JIT's first seconds are not its speed. */
const WARM_UP_MS = 1_000;

/** classify items/s with the full dictionary, against tokenising the same text (the least any classifier must do). */
export async function benchClassify() {
  const texts = loadReplaySet().map((article) => ({ title: article.title, summary: article.summary }));
  const measure = async (work: () => void) => {
    const run = () => {
      work();
      return texts.length;
    };
    await throughput(run, WARM_UP_MS);
    return throughput(run);
  };
  const baseline = await measure(() => {
    for (const text of texts) titleTokens(`${text.title} ${text.summary}`);
  });
  // The dictionary and models are read once per process: not part of any story's cost.
  const classifier = loadClassifier();
  const classifyWith = (chosen: Classifier) => () => {
    for (const text of texts) classifyArticle(text, chosen);
  };
  const classify = await measure(classifyWith(classifier));
  report("classify (items/s)", fmt(classify), "tokenise", fmt(baseline), classify / baseline);
  // The same with the rules alone deciding which names are companies, as before the linker model.
  const byRules = await measure(classifyWith({ ...classifier, linkerModel: null }));
  report("  names linked by the rules alone (items/s)", fmt(byRules), "tokenise", fmt(baseline), byRules / baseline);
}
