import type { Classifier } from "@tradewire/core/domain/classify/index";
import { loadImpactModel } from "./impact-model-file";
import { loadLinkerModel } from "./linker-model-file";
import { loadRegionModel } from "./region-model-file";
import { loadTickerIndex } from "./ticker-dictionary";

/**
 * The committed ticker dictionary, linker, impact and region models, read once per process: what every classification
 * in it shares. The linker model decides which candidate names in a story are the companies (`npm run eval:linker`
 * measures it against the rules alone), the region model whether a story naming the Middle East is about it
 * (`npm run eval:classifier`); without a model file the rules decide.
 */
export function loadClassifier(): Classifier {
  return { tickerIndex: loadTickerIndex(), linkerModel: loadLinkerModel(), impactModel: loadImpactModel(), regionModel: loadRegionModel() };
}
