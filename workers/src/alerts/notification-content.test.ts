import type { AlertItemPayload } from "@tradewire/core";
import { describe, expect, it } from "vitest";
import { notificationContent, TELEGRAM_MAX_CHARS } from "./notification-content";

const STOP = "https://tradewire.example/api/alert/stop?token=eyJ.abc.def";

const item = (overrides: Partial<AlertItemPayload> = {}): AlertItemPayload => ({
  kind: "article",
  id: "42",
  title: "Trump's tariffs hit Nvidia & AMD <again>",
  url: "https://www.reuters.com/markets/42?a=1&b=2",
  impact: "high",
  source: "reuters",
  tickers: ["NVDA", "AMD"],
  tags: ["tariffs"],
  probability: null,
  volume: null,
  at: "2026-11-25T12:00:00.000Z",
  ...overrides,
});

describe("notificationContent", () => {
  it("carries the alert's stop link in every format", () => {
    const content = notificationContent("Chips", item(), ["ticker NVDA"], STOP);
    expect(content.text).toContain(`Stop this alert: ${STOP}`);
    expect(content.html).toContain(`<a href="${STOP}">Stop this alert</a>`);
    expect(content.telegramHtml).toContain(`<a href="${STOP}">Stop this alert</a> or send /stop`);
  });

  it("escapes Telegram HTML with the entities Telegram documents only: no &apos;", () => {
    const { telegramHtml } = notificationContent("Bob's \"desk\"", item(), [], STOP);
    expect(telegramHtml).toContain("<b>Trump's tariffs hit Nvidia &amp; AMD &lt;again&gt;</b>");
    expect(telegramHtml).toContain("<i>Bob's &quot;desk&quot;</i>");
    expect(telegramHtml).toContain('href="https://www.reuters.com/markets/42?a=1&amp;b=2"');
    expect(telegramHtml).not.toMatch(/&apos;|&#39;/);
  });

  it("cuts a long headline so the Telegram message stays within 4,096 characters, whole code points only", () => {
    const title = `${"Tariff ".repeat(700)}😀${"&".repeat(300)}`;
    const { telegramHtml, text } = notificationContent("Long", item({ title }), [], STOP);
    expect(telegramHtml.length).toBeLessThanOrEqual(TELEGRAM_MAX_CHARS);
    expect(telegramHtml.length).toBeGreaterThan(TELEGRAM_MAX_CHARS - 10);
    expect(telegramHtml).toMatch(/^<b>Tariff Tariff .*…<\/b>\n/);
    expect(telegramHtml).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(telegramHtml).toContain("Stop this alert");
    // Email has no such limit: the whole headline.
    expect(text).toContain(title);
  });

  it("strips bidi controls from headlines, sources and alert names in every format", () => {
    const spoofed = "Invoice \u202Egnp.exe\u202C and \u2066isolate\u2069";
    const content = notificationContent(`Desk \u202Bname\u202C`, item({ title: spoofed, source: "wire\u2067" }), [], STOP);
    for (const text of [content.subject, content.text, content.html, content.telegramHtml]) {
      expect(text).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
      expect(text).toContain("Invoice gnp.exe and isolate");
    }
    expect(content.subject).toBe("[Desk name] Invoice gnp.exe and isolate");
  });
});
