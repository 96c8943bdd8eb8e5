import { useCallback, useEffect, useRef, useState } from "react";
import type { Article } from "@tradewire/core";
import type { DeskAnswer } from "@tradewire/core/schemas/desk";
import { onArticleUpdated } from "../../realtime/article-updated";
import { askTheDesk, deskFailureOf, type DeskFailure } from "./desk-api";

/** One question and, once it came, its answer or why there is none. */
export interface DeskExchange {
  id: number;
  question: string;
  answer?: DeskAnswer;
  failure?: DeskFailure;
}

/** A conversation keeps this many exchanges: older ones leave the top. */
const KEPT_EXCHANGES = 20;

let nextId = 1;

/** The exchanges with a story replaced by its pushed update, wherever an answer lists it; the same list if none does. */
function withUpdatedStory(exchanges: readonly DeskExchange[], story: Article): readonly DeskExchange[] {
  let changed = false;
  const updated = exchanges.map((exchange) => {
    const articles = exchange.answer?.articles;
    if (!exchange.answer || !articles?.some((article) => article.id === story.id)) return exchange;
    changed = true;
    return { ...exchange, answer: { ...exchange.answer, articles: articles.map((article) => (article.id === story.id ? story : article)) } };
  });
  return changed ? updated : exchanges;
}

/**
 * The premium chat's conversation with the desk, kept while the dashboard is open (closing the chat keeps it). The
 * stories of its answers follow their pushed updates (an editor's impact, their prices at the story once the quotes job
 * has them, which their chips' moves need). Questions still on the way when the dashboard closes are given up.
 */
export function useDeskConversation() {
  const [exchanges, setExchanges] = useState<readonly DeskExchange[]>([]);
  const pending = useRef(new Set<AbortController>());

  useEffect(() => onArticleUpdated((story) => setExchanges((list) => withUpdatedStory(list, story))), []);
  useEffect(() => {
    const requests = pending.current;
    return () => {
      for (const controller of requests) controller.abort();
    };
  }, []);

  const ask = useCallback(async (question: string) => {
    const id = nextId++;
    const settle = (outcome: Pick<DeskExchange, "answer" | "failure">) =>
      setExchanges((list) => list.map((exchange) => (exchange.id === id ? { ...exchange, ...outcome } : exchange)));
    setExchanges((list) => [...list.slice(1 - KEPT_EXCHANGES), { id, question }]);
    const controller = new AbortController();
    pending.current.add(controller);
    try {
      settle({ answer: await askTheDesk(question, controller.signal) });
    } catch (error) {
      if (!controller.signal.aborted) settle({ failure: deskFailureOf(error) });
    } finally {
      pending.current.delete(controller);
    }
  }, []);

  return { exchanges, ask };
}
