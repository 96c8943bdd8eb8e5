import { readFileSync } from "node:fs";
import { corpusSplit, type CorpusSplit } from "../domain/classify/corpus-split";
import type { RegionModel } from "../domain/classify/region-model";
import { topicTags } from "../domain/classify/topic-tags";

/** One story of core/data/topic-corpus: written for the tag, blind to its rules, labelled "about the region" or not. */
export interface RegionExample {
  id: string;
  title: string;
  summary: string;
  middleEast: boolean;
}

const TOPIC_CORPUS = new URL("../../data/topic-corpus/", import.meta.url);

function readRegionStories(file: string): RegionExample[] {
  return readFileSync(new URL(file, TOPIC_CORPUS), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => {
      const json = JSON.parse(line) as { id: string; title: string; summary: string; middle_east: boolean };
      return { id: json.id, title: json.title, summary: json.summary, middleEast: json.middle_east };
    });
}

/** The Middle East tag's corpus, split 80/20 by a hash of each id: the rules were shaped on the train side only. */
export function loadMiddleEastCorpus(): Record<CorpusSplit, RegionExample[]> {
  const split: Record<CorpusSplit, RegionExample[]> = { train: [], heldout: [] };
  for (const story of readRegionStories("middle-east.jsonl")) split[corpusSplit(story.id)].push(story);
  return split;
}

/** A second set written blind to the rules by another writer after they were shaped: measured once, then trained on. */
export const loadFreshMiddleEastSet = () => readRegionStories("middle-east-fresh.jsonl");

/** 600 stories a third writer wrote, blind to the rules and the other sets, to train the region model on. */
export const loadSecondTrainingSet = () => readRegionStories("middle-east-train-2.jsonl");

/** 400 stories a fourth writer wrote, blind to the rules, the model and the other sets: never trained or tuned on. */
export const loadThirdMiddleEastSet = () => readRegionStories("middle-east-third.jsonl");

/** Two more writers' training sets (500 stories each), written to the whole guide in core/data/topic-corpus/README.md. */
export const loadThirdTrainingSet = () => readRegionStories("middle-east-train-3.jsonl");
export const loadFourthTrainingSet = () => readRegionStories("middle-east-train-4.jsonl");

/** 400 stories a seventh writer wrote to the whole guide, blind to everything else: never trained or tuned on. */
export const loadFourthMiddleEastSet = () => readRegionStories("middle-east-fourth.jsonl");

/** What the region model learns from: the corpus's train split and four writers' sets. Never the held-out ones. */
export const regionTrainingStories = (): RegionExample[] => [
  ...loadMiddleEastCorpus().train,
  ...loadFreshMiddleEastSet(),
  ...loadSecondTrainingSet(),
  ...loadThirdTrainingSet(),
  ...loadFourthTrainingSet(),
];

export interface TagScore {
  n: number;
  precision: number;
  recall: number;
  f1: number;
  /** The stories tagged wrongly either way, for a reader to see why. */
  misses: { title: string; truth: boolean }[];
}

/** How well topicTags puts stories in the middle-east topic, against their labels, with the region model or the rules alone. */
export function scoreMiddleEastTag(stories: readonly { title: string; summary?: string | null; middleEast: boolean }[], regionModel: RegionModel | null = null): TagScore {
  let both = 0;
  let tagged = 0;
  let labelled = 0;
  const misses: TagScore["misses"] = [];
  for (const story of stories) {
    const text = story.summary ? `${story.title}\n${story.summary}` : story.title;
    const isTagged = topicTags(text, undefined, regionModel).includes("middle-east");
    if (isTagged) tagged++;
    if (story.middleEast) labelled++;
    if (isTagged && story.middleEast) both++;
    if (isTagged !== story.middleEast) misses.push({ title: story.title, truth: story.middleEast });
  }
  return { n: stories.length, precision: both / tagged, recall: both / labelled, f1: (2 * both) / (tagged + labelled), misses };
}
