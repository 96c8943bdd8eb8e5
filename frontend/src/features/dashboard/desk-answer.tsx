import { useEffect } from "react";
import { DESK_ANSWER_LIMIT, type DeskAnswer } from "@tradewire/core/schemas/desk";
import { useQuotesStore } from "../news/quotes-store";
import { DeskStory } from "./desk-story";

/** The symbols the stories name, for their quotes: with each story's price at the time, a chip shows the move since. */
const namedSymbols = (answer: DeskAnswer) =>
  answer.articles.flatMap((article) => article.tickers.flatMap((ticker) => (typeof ticker === "string" ? [] : [ticker.ticker])));

function countLine(found: number): string {
  if (found === DESK_ANSWER_LIMIT) return `The newest ${DESK_ANSWER_LIMIT} matching stories:`;
  return found === 1 ? "1 story:" : `${found} stories, newest first:`;
}

/** What the desk understood, then the stories it found, or plainly that none matched. */
export function DeskAnswerView({ answer }: { answer: DeskAnswer }) {
  useEffect(() => {
    void useQuotesStore.getState().want(namedSymbols(answer));
  }, [answer]);

  return (
    <div className="space-y-2">
      <p>
        <span className="sr-only">Searched for: </span>
        {answer.reading}.
      </p>
      {answer.articles.length === 0 ? (
        <p className="text-ink-muted">No stored story matches.</p>
      ) : (
        <>
          <p className="text-xs text-ink-muted">{countLine(answer.articles.length)}</p>
          <ol aria-label="Matching stories" className="space-y-2">
            {answer.articles.map((article) => (
              <li key={article.id}>
                <DeskStory article={article} />
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
