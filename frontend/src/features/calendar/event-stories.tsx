import type { CalendarEventStory } from "@tradewire/core";
import { formatDateTime } from "../../format/format-date-time";

function StoryLine({ story, timeZone }: { story: CalendarEventStory; timeZone: string | undefined }) {
  return (
    <p className="min-w-0 text-pretty break-words">
      <a href={story.url} target="_blank" rel="noopener noreferrer" className="text-ink hover:text-accent-strong hover:underline">
        {story.title}
      </a>{" "}
      <span className="font-mono text-2xs whitespace-nowrap text-ink-muted tabular-nums">
        {story.source} · <time dateTime={story.date_published}>{formatDateTime(story.date_published, timeZone)}</time>
      </span>
    </p>
  );
}

interface EventStoriesProps {
  stories: readonly CalendarEventStory[];
  timeZone: string | undefined;
}

/** The stories that speak of an event, under its title: the newest headline as a link, the others behind "N more". */
export function EventStories({ stories, timeZone }: EventStoriesProps) {
  const [newest, ...older] = stories;
  if (!newest) return null;
  return (
    <div role="group" aria-label="Stories about it" className="mt-1 grid gap-0.5 text-xs">
      <StoryLine story={newest} timeZone={timeZone} />
      {older.length > 0 && (
        <details className="group">
          <summary className="w-fit cursor-pointer text-2xs text-ink-muted hover:text-ink-strong">
            {older.length} more {older.length === 1 ? "story" : "stories"}
          </summary>
          <ul className="mt-0.5 grid gap-0.5">
            {older.map((story) => (
              <li key={story.url}>
                <StoryLine story={story} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
