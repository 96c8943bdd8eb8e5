import type { AlertItemPayload } from "@tradewire/core";
import { escapeUTF8 } from "entities";
import { escapeTelegramHtml } from "@tradewire/platform";

export interface NotificationContent {
  subject: string;
  text: string;
  html: string;
  /** Telegram's HTML subset: b, i, a, code only. */
  telegramHtml: string;
}

/** Telegram refuses a message whose text is longer than this (Bot API sendMessage). */
export const TELEGRAM_MAX_CHARS = 4096;

/**
 * Bidirectional embeddings, overrides and isolates (U+202A–202E, U+2066–2069): in a headline or an alert's
 * name they can reverse how the rest of the line reads ("…gnp.exe" shown as "exe.png…"), so no message carries them.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
const withoutBidi = (text: string) => text.replace(BIDI_CONTROLS, "");

/** A story's impact, or a calendar event's importance (the same scale). */
const impactWord = ({ impact, kind }: AlertItemPayload) => (impact ? `${impact.toUpperCase()} ${kind === "calendar" || kind === "calendar_reminder" ? "importance" : "impact"}` : null);

/**
 * One alert's notification in every format: the headline, impact, tickers, link, why it matched, and the
 * signed link that stops the alert (every message can stop its own alert, whatever the owner's plan).
 */
export function notificationContent(alertName: string, item: AlertItemPayload, reasons: readonly string[], stopUrl: string | null): NotificationContent {
  const name = withoutBidi(alertName);
  const title = withoutBidi(item.title);
  const facts = [
    impactWord(item),
    item.source === null ? null : withoutBidi(item.source),
    item.tickers.length ? item.tickers.join(", ") : null,
    item.probability !== null ? `Yes ${Math.round(item.probability * 100)}%` : null,
  ].filter(Boolean) as string[];
  const why = reasons.length ? withoutBidi(`Matched: ${reasons.join("; ")}`) : "";
  const subject = `[${name}] ${title}`.slice(0, 200);
  const text = [title, facts.join(" · "), item.url ?? "", why, `Alert: ${name}`, stopUrl ? `Stop this alert: ${stopUrl}` : ""].filter(Boolean).join("\n\n");
  const link = item.url ? `<p><a href="${escapeUTF8(item.url)}">Read more</a></p>` : "";
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif"><h2 style="margin:0 0 8px">${escapeUTF8(title)}</h2><p style="color:#555">${escapeUTF8(facts.join(" · "))}</p>${link}<p style="color:#777;font-size:13px">${escapeUTF8(why)}<br>Alert: ${escapeUTF8(name)}${stopUrl ? ` · <a href="${escapeUTF8(stopUrl)}">Stop this alert</a>` : ""}</p></body></html>`;
  return { subject, text, html, telegramHtml: telegramMessage(title, name, facts, why, item.url, stopUrl) };
}

/** The Telegram message, its headline cut so that the whole stays within Telegram's limit. */
function telegramMessage(title: string, name: string, facts: string[], why: string, url: string | null, stopUrl: string | null): string {
  const rest = [
    escapeTelegramHtml(facts.join(" · ")),
    url ? `<a href="${escapeTelegramHtml(url)}">Open</a>` : "",
    `<i>${escapeTelegramHtml(name)}</i>${why ? ` · ${escapeTelegramHtml(why)}` : ""}`,
    stopUrl ? `<a href="${escapeTelegramHtml(stopUrl)}">Stop this alert</a> or send /stop` : "",
  ].filter(Boolean);
  const build = (headline: string) => [`<b>${escapeTelegramHtml(headline)}</b>`, ...rest].join("\n");
  const whole = build(title);
  if (whole.length <= TELEGRAM_MAX_CHARS) return whole;
  // The longest headline that fits, by whole code points (never half a surrogate pair): escaping makes some
  // characters longer than others, so the cut is searched for. The rest is bounded (names 100, tags 20).
  const points = Array.from(title);
  const cut = (keep: number) => build(`${points.slice(0, keep).join("")}…`);
  let [fits, tooLong] = [0, points.length];
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (cut(middle).length <= TELEGRAM_MAX_CHARS) fits = middle;
    else tooLong = middle;
  }
  return cut(fits);
}
