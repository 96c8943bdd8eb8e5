import { isSameStory } from "@tradewire/core";

/** A stored story as grouping and "also reported by" need it. */
export interface RecentStory {
  id: number;
  groupId: number;
  tokens: Set<string>;
  source: string;
  url: string;
  publishedAt: Date;
}

/** Per word, only the latest stories are compared: the same event is reported within hours, not weeks. */
const LATEST_PER_WORD = 300;

/**
 * Recent headlines indexed by word, so a new story finds its near-duplicates among thousands
 * by looking only at recent stories that share a word with it; and by group, so a new story's
 * "also reported by" is known without reading the database back.
 */
export class RecentStories {
  private readonly stories = new Map<number, RecentStory>();
  private readonly byToken = new Map<string, number[]>();
  private readonly byGroup = new Map<number, Set<number>>();

  constructor(private readonly capacity = 20_000) {}

  /** The group a story with these words belongs to, if an earlier story reported the same event. */
  groupOf(tokens: Set<string>): number | undefined {
    const shared = new Map<number, number>();
    for (const token of tokens) {
      const ids = this.byToken.get(token);
      if (!ids) continue;
      for (let i = ids.length - 1; i >= Math.max(0, ids.length - LATEST_PER_WORD); i--) {
        const id = ids[i]!;
        shared.set(id, (shared.get(id) ?? 0) + 1);
      }
    }
    for (const [id, count] of shared) {
      if (count < 3) continue;
      const story = this.stories.get(id);
      if (story && isSameStory(tokens, story.tokens)) return story.groupId;
    }
    return undefined;
  }

  /** The other stories of this story's group, newest first. */
  siblingsOf(id: number): RecentStory[] {
    const story = this.stories.get(id);
    if (!story) return [];
    return [...(this.byGroup.get(story.groupId) ?? [])]
      .filter((member) => member !== id)
      .map((member) => this.stories.get(member)!)
      .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id);
  }

  add(story: RecentStory): void {
    this.stories.set(story.id, story);
    let group = this.byGroup.get(story.groupId);
    if (!group) this.byGroup.set(story.groupId, (group = new Set()));
    group.add(story.id);
    for (const token of story.tokens) {
      let ids = this.byToken.get(token);
      if (!ids) this.byToken.set(token, (ids = []));
      ids.push(story.id);
      // Keep postings bounded; older ids are never looked at again.
      if (ids.length > 2 * LATEST_PER_WORD) ids.splice(0, ids.length - LATEST_PER_WORD);
    }
    if (this.stories.size > this.capacity) this.evictOldest();
  }

  private evictOldest() {
    const [oldest] = this.stories.values();
    if (!oldest) return;
    this.stories.delete(oldest.id);
    const group = this.byGroup.get(oldest.groupId);
    group?.delete(oldest.id);
    if (group && !group.size) this.byGroup.delete(oldest.groupId);
  }
}
