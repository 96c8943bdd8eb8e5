import type { AlertItemPayload } from "@tradewire/core";
import { escapeUTF8 } from "entities";

export interface NotificationContent {
  subject: string;
  text: string;
  html: string;
  /** Telegram's HTML subset: b, i, a, code only. */
  telegramHtml: string;
}

const impactWord = (impact: AlertItemPayload["impact"]) => (impact ? `${impact.toUpperCase()} impact` : null);

/** One alert's notification in every format: the headline, impact, tickers, link, and why it matched. */
export function notificationContent(alertName: string, item: AlertItemPayload, reasons: readonly string[]): NotificationContent {
  const facts = [
    impactWord(item.impact),
    item.source,
    item.tickers.length ? item.tickers.join(", ") : null,
    item.probability !== null ? `Yes ${Math.round(item.probability * 100)}%` : null,
  ].filter(Boolean) as string[];
  const why = reasons.length ? `Matched: ${reasons.join("; ")}` : "";
  const subject = `[${alertName}] ${item.title}`.slice(0, 200);
  const text = [item.title, facts.join(" · "), item.url ?? "", why, `Alert: ${alertName}`].filter(Boolean).join("\n\n");
  const link = item.url ? `<p><a href="${escapeUTF8(item.url)}">Read more</a></p>` : "";
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif"><h2 style="margin:0 0 8px">${escapeUTF8(item.title)}</h2><p style="color:#555">${escapeUTF8(facts.join(" · "))}</p>${link}<p style="color:#777;font-size:13px">${escapeUTF8(why)}<br>Alert: ${escapeUTF8(alertName)}</p></body></html>`;
  const telegramHtml = [
    `<b>${escapeUTF8(item.title)}</b>`,
    escapeUTF8(facts.join(" · ")),
    item.url ? `<a href="${escapeUTF8(item.url)}">Open</a>` : "",
    `<i>${escapeUTF8(alertName)}</i>${why ? ` · ${escapeUTF8(why)}` : ""}`,
  ]
    .filter(Boolean)
    .join("\n");
  return { subject, text, html, telegramHtml };
}
