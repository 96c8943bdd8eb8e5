import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { screensAtEverySize } from "./layout-checks";
import { useAppInChromium } from "./use-app-in-chromium";

/** Screenshots of the landing page at each size, for a person to look at; outside the repository. */
const screenshotDir = join(tmpdir(), "tradewire-landing-screens");
/** The marquee slides its headlines past by design (news-path-screens checks it still, with reduced motion). */
const marquee = 'section[aria-label="Latest headlines"] *';

describe("the landing page, in Chromium", () => {
  // Replayed news, no breaking story during the test: the marquee's headlines stay put.
  const session = useAppInChromium({ SOURCES: "replay", REPLAY_INTERVAL_MS: "600000" });

  it("badges each feature by who has it, and fits a phone, a laptop and a desktop", async () => {
    const page = await session.browser.newPage();
    await page.goto(session.app.url);
    await expect.poll(() => page.getByRole("region", { name: "Latest headlines" }).getByRole("link").count(), { timeout: 30_000 }).toBeGreaterThan(0);

    const features = page.getByRole("region", { name: "What you get" });
    const badgeOf = (name: string) => features.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) }).locator("h3 + span").textContent();
    // Rendered in capitals; the words are the badges' own.
    expect(await badgeOf("Market Trends")).toBe("Premium");
    expect(await badgeOf("Personal Watchlist")).toBe("Members");
    expect(await badgeOf("Algo Trading Canvas")).toBe("Members");
    expect(await badgeOf("Options")).toBe("Members");
    expect(await badgeOf("Backtester")).toBe("Roadmap");
    expect(await features.getByText("Roadmap", { exact: true }).count()).toBe(2);

    await expect(screensAtEverySize(page, screenshotDir, "landing", { exempt: marquee })).resolves.toEqual([]);
    await expect(screensAtEverySize(page, screenshotDir, "landing-features", { within: 'section[aria-labelledby="features-title"]' })).resolves.toEqual([]);
    await page.close();
  });
});
