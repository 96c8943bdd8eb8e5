import { useEffect, useState } from "react";
import type { Article } from "@tradewire/core";
import { fetchArticlesPage } from "../../api/fetch-articles-page";
import { useAuthStore } from "../../stores/auth-store";

/** Spec section 9: the landing page shows the 10 latest headlines. */
export const HEADLINE_COUNT = 10;

type Headlines = { status: "loading" } | { status: "ready"; articles: Article[] } | { status: "error" };

const newestFirst = (a: Article, b: Article) => Date.parse(b.date_published) - Date.parse(a.date_published);

/** The latest headlines, newest first by publication date, read once sign-in has resolved. */
export function useLatestHeadlines(): Headlines {
  const authResolved = useAuthStore((s) => s.status !== "loading");
  const [headlines, setHeadlines] = useState<Headlines>({ status: "loading" });

  useEffect(() => {
    // The token is optional here, but a signed-in reader should be asked with it.
    if (!authResolved) return;
    const controller = new AbortController();
    fetchArticlesPage({ audience: "visitor", limit: HEADLINE_COUNT, signal: controller.signal }).then(
      (page) => setHeadlines({ status: "ready", articles: page.articles.toSorted(newestFirst).slice(0, HEADLINE_COUNT) }),
      () => !controller.signal.aborted && setHeadlines({ status: "error" }),
    );
    return () => controller.abort();
  }, [authResolved]);

  return headlines;
}
