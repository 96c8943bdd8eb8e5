import type { Article } from "@tradewire/core";
import { trackArticleClicked } from "./story-events";

/** The story's title, opening the source's page in a new tab. */
export function StoryLink({ article, className = "" }: { article: Article; className?: string }) {
  return (
    <a
      href={article.url}
      target="_blank"
      rel="noopener noreferrer"
      className={`hover:text-accent-strong hover:underline ${className}`}
      onClick={() => trackArticleClicked(article)}
    >
      {article.title}
    </a>
  );
}
