import { linkTickers } from "@tradewire/core/domain/classify/link-tickers";
import { loadTickerCorpus, splitTickerCorpus } from "@tradewire/core/testing/ticker-corpus";
import { loadLinkerModel } from "@tradewire/workers/classification/linker-model-file";
import { loadTickerIndex, loadTickerListings } from "@tradewire/workers/classification/ticker-dictionary";
import { describe, expect, it } from "vitest";
import { linkerMetrics } from "./linker-metrics";
import { tickerCorpusProblems } from "./ticker-corpus-problems";
import { candidateExamples, trainLinkerModel } from "./train-linker-model";

const corpus = loadTickerCorpus();
const { train, heldout } = splitTickerCorpus(corpus.examples);
const index = loadTickerIndex();

describe("the labelled ticker corpus", () => {
  it("is well formed: every symbol listed, no id or headline twice, every trap in its text", () => {
    const symbols = new Set(loadTickerListings().map((listing) => listing.ticker));
    expect([...corpus.problems, ...tickerCorpusProblems(corpus.examples, symbols)]).toEqual([]);
  });

  it("holds 2,000 headlines or more: 900 naming companies, 500 with look-alike names that are not companies", () => {
    expect(corpus.examples.length).toBeGreaterThanOrEqual(2_000);
    expect(corpus.examples.filter((example) => example.tickers.length).length).toBeGreaterThanOrEqual(900);
    expect(corpus.examples.filter((example) => example.traps.length).length).toBeGreaterThanOrEqual(500);
    expect(heldout.length).toBeGreaterThanOrEqual(400);
  });
});

describe("the committed linker model on the held-out split", () => {
  const model = loadLinkerModel();
  const byModel = linkerMetrics(heldout, (text) => linkTickers(text, index, model)).metrics;
  const byRules = linkerMetrics(heldout, (text) => linkTickers(text, index, null)).metrics;

  it("links names more precisely and misses fewer than the rules alone", () => {
    expect(model).not.toBeNull();
    expect(byModel.precision).toBeGreaterThan(byRules.precision);
    expect(byModel.recall).toBeGreaterThan(byRules.recall);
  });

  it("reaches the precision and recall a trader needs: 0.97 and 0.93", () => {
    expect(byModel.precision).toBeGreaterThanOrEqual(0.97);
    expect(byModel.recall).toBeGreaterThanOrEqual(0.93);
  });
});

describe("trainLinkerModel", () => {
  it("is deterministic: the same headlines give the same weights", () => {
    const examples = candidateExamples(train.slice(0, 300), index);
    expect(trainLinkerModel(examples, 0.5)).toEqual(trainLinkerModel(examples, 0.5));
  });
});
