import { useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import { useQuotesStore } from "../news/quotes-store";
import { DeskAnswerView } from "./desk-answer";
import type { DeskExchange } from "./use-desk-conversation";

const bubble = "rounded-md px-3 py-2 break-words";

/** What a screen reader hears when an answer comes: the count, since the list itself is long. */
function announcementOf(exchange: DeskExchange | undefined): string {
  if (!exchange) return "";
  if (exchange.failure) return exchange.failure.message;
  if (!exchange.answer) return "Searching the stored news…";
  const found = exchange.answer.articles.length;
  return found === 0 ? "The desk found no matching story." : `The desk found ${found === 1 ? "1 story" : `${found} stories`}.`;
}

function ExchangeReply({ exchange }: { exchange: DeskExchange }) {
  if (exchange.answer) return <DeskAnswerView answer={exchange.answer} />;
  if (exchange.failure) {
    return (
      <p className="text-danger">
        {exchange.failure.message}
        {exchange.failure.needsPlan && (
          <>
            {" "}
            <Link to="/billing" className="text-accent-strong underline">
              Choose a plan
            </Link>
          </>
        )}
      </p>
    );
  }
  return <p className="text-ink-muted">Searching the stored news…</p>;
}

/**
 * The premium chat's conversation: what the desk is and is not, then each question with the stories that answer it.
 * While it is open, the chips' quotes follow the pushes, so the moves stay current.
 */
export function DeskConversation({ exchanges }: { exchanges: readonly DeskExchange[] }) {
  const newest = useRef<HTMLLIElement>(null);
  const last = exchanges.at(-1);
  const lastSettled = Boolean(last?.answer || last?.failure);

  useEffect(() => useQuotesStore.getState().follow(), []);
  // A new question, then its answer, comes into view; a pushed update of a story does not move the reader.
  useEffect(() => {
    newest.current?.scrollIntoView?.({ block: "nearest" });
  }, [last?.id, lastSettled]);

  return (
    <>
      {/* Focusable: it scrolls, and a keyboard must reach it before any link is in it (axe: scrollable-region-focusable). */}
      <ol aria-label="Conversation" tabIndex={0} className="max-h-[32rem] space-y-3 overflow-y-auto rounded-md border border-line bg-canvas p-3 text-sm">
        <li className={`${bubble} max-w-[85%] bg-surface-raised text-ink`}>
          I search the stored news, I am not a language model. Name tickers (NVDA or $NVDA), topics (tariffs, Middle East, oil),
          impact (high impact, market-moving) and time (today, yesterday, this week, last 6 hours, since Monday; in UTC), and I
          show the stories that match with their tickers' moves.
        </li>
        {exchanges.map((exchange) => (
          <li key={exchange.id} ref={exchange === last ? newest : undefined} className="space-y-2">
            <p className={`${bubble} ml-auto w-fit max-w-[85%] border border-accent/40 text-ink-strong`}>
              <span className="sr-only">You asked: </span>
              {exchange.question}
            </p>
            <div className={`${bubble} bg-surface-raised text-ink`}>
              <ExchangeReply exchange={exchange} />
            </div>
          </li>
        ))}
      </ol>
      <p role="status" className="sr-only">
        {announcementOf(last)}
      </p>
    </>
  );
}
