import { useEffect, useState } from "react";
import { similarStoriesSchema, type SimilarStories } from "@tradewire/core/schemas/similar-stories";
import { apiRequest } from "../../api/client";

/** A reader running through stories with j and k asks for the one they stop at, not for each they pass. */
const SETTLE_MS = 200;

export type SimilarStoriesState = { status: "loading" } | { status: "loaded"; similar: SimilarStories } | { status: "failed" };

/** "What happened last time" of a story (a member's: visitors' stories carry no id), asked when the story is shown. */
export function useSimilarStories(articleId: string): SimilarStoriesState {
  const [answer, setAnswer] = useState<{ articleId: string; state: SimilarStoriesState } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiRequest(`/api/articles/${encodeURIComponent(articleId)}/similar`, { schema: similarStoriesSchema, signal: controller.signal }).then(
        (similar) => setAnswer({ articleId, state: { status: "loaded", similar } }),
        () => {
          if (!controller.signal.aborted) setAnswer({ articleId, state: { status: "failed" } });
        },
      );
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [articleId]);
  // Another story's answer, still shown while this one's is on its way, would read as this one's.
  return answer?.articleId === articleId ? answer.state : { status: "loading" };
}
