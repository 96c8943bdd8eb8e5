import { isSameStory } from "@tradewire/core";

interface Story {
  id: number;
  groupId: number;
  tokens: Set<string>;
}

/** Per word, only the latest stories are compared: the same event is reported within hours, not weeks. */
const LATEST_PER_WORD = 300;

/**
 * Recent headlines indexed by word, so a new story finds its near-duplicates among thousands
 * by looking only at recent stories that share a word with it.
 */
export class RecentStories {
  private readonly stories = new Map<number, Story>();
  private readonly byToken = new Map<string, number[]>();

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

  add(id: number, groupId: number, tokens: Set<string>): void {
    this.stories.set(id, { id, groupId, tokens });
    for (const token of tokens) {
      let ids = this.byToken.get(token);
      if (!ids) this.byToken.set(token, (ids = []));
      ids.push(id);
      // Keep postings bounded; older ids are never looked at again.
      if (ids.length > 2 * LATEST_PER_WORD) ids.splice(0, ids.length - LATEST_PER_WORD);
    }
    if (this.stories.size > this.capacity) this.evictOldest();
  }

  private evictOldest() {
    const [oldest] = this.stories.values();
    if (oldest) this.stories.delete(oldest.id);
  }
}
