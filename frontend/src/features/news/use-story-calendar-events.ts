import { useEffect, useState } from "react";
import { storyCalendarEventsSchema, type StoryCalendarEvent } from "@tradewire/core/schemas/story-calendar-events";
import { apiRequest } from "../../api/client";

/** A reader running through stories with j and k asks for the one they stop at, not for each they pass. */
const SETTLE_MS = 200;

/**
 * The calendar events a story speaks of (a member's: visitors' stories carry no id), asked when the story is shown;
 * none while the answer is on its way or when it failed: the section is an extra, not a state to explain.
 */
export function useStoryCalendarEvents(articleId: string): readonly StoryCalendarEvent[] {
  const [answer, setAnswer] = useState<{ articleId: string; events: readonly StoryCalendarEvent[] } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiRequest(`/api/articles/${encodeURIComponent(articleId)}/calendar-events`, { schema: storyCalendarEventsSchema, signal: controller.signal }).then(
        ({ events }) => setAnswer({ articleId, events }),
        () => undefined,
      );
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [articleId]);
  // Another story's events, still shown while this one's are on their way, would read as this one's.
  return answer?.articleId === articleId ? answer.events : [];
}
