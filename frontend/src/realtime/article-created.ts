import type { Article } from "@tradewire/core";

type Listener = (article: Article) => void;

const listeners = new Set<Listener>();

/** Lets a store follow new stories without holding the socket; returns the unfollow function. */
export function onArticleCreated(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the socket for every `article.created` it receives. */
export function publishArticleCreated(article: Article): void {
  for (const listener of listeners) listener(article);
}
