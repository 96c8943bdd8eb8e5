import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { layoutProblems, seriousAxeFindings } from "./layout-checks";
import { signInAs } from "./sign-in-as";
import { useAppInChromium } from "./use-app-in-chromium";

/** Kept after the run (test-results/ is the run's artefacts): every route at every size, for a person to look at. */
const screenshotDir = join(import.meta.dirname, "..", "..", "test-results", "every-route");

/** A phone held upright, a tablet held upright, a laptop and a desktop screen. */
const sizes = { phone: { width: 390, height: 844 }, tablet: { width: 768, height: 1024 }, laptop: { width: 1366, height: 900 }, desktop: { width: 1920, height: 1080 } };

type Audience = "visitor" | "member" | "admin";
/** Every route of the app's table, for whoever may open it (a visitor gets each signed-in route's login card or redirect too). */
const routes: { path: string; audiences: Audience[] }[] = [
  { path: "/", audiences: ["visitor", "member"] },
  { path: "/news", audiences: ["visitor", "member"] },
  { path: "/scorecard", audiences: ["visitor", "member"] },
  { path: "/calendar", audiences: ["visitor", "member"] },
  { path: "/world-view", audiences: ["visitor", "member"] },
  { path: "/prediction-markets", audiences: ["visitor", "member"] },
  { path: "/israel-iran-view", audiences: ["visitor", "member"] },
  { path: "/dashboard", audiences: ["member"] },
  { path: "/billing", audiences: ["member"] },
  { path: "/admin/subscriptions", audiences: ["admin"] },
  { path: "/admin/sources", audiences: ["admin"] },
  { path: "/admin/users", audiences: ["admin"] },
  { path: "/no-such-page", audiences: ["visitor"] },
];

/** Controls a person cannot reach: a button, link or field whose box starts left of the screen or ends right of it. */
function controlsOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const offScreen: string[] = [];
    for (const control of document.querySelectorAll("a[href], button, input, select, textarea, [role='button'], [role='tab'], [role='combobox']")) {
      const box = control.getBoundingClientRect();
      if (box.width < 2 || box.height < 2 || getComputedStyle(control).visibility === "hidden") continue;
      // A control inside a box that scrolls sideways on purpose (a table's, with its hint) is reached by scrolling it.
      if (control.closest("[data-scrolls-sideways]")) continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        const name = (control.getAttribute("aria-label") ?? control.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
        offScreen.push(`<${control.tagName.toLowerCase()}> "${name}" spans ${Math.round(box.left)} to ${Math.round(box.right)} px`);
      }
    }
    return offScreen;
  });
}

/** The page settled: no "Loading..." left and two frames drawn since. */
async function settled(page: Page) {
  await expect.poll(() => page.getByText(/^Loading/).count(), { timeout: 30_000 }).toBe(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe("every route at every size, as a visitor, a member and an admin, in Chromium", () => {
  // The bundled replay set, no breaking stories during the test: every page has its data and holds still. The replay
  // calendar too, so /calendar and /news are checked with the week's rows and releases.
  const session = useAppInChromium({ SOURCES: "replay", REPLAY_INTERVAL_MS: "600000", CALENDAR_OFF: "false" });
  const pages = new Map<Audience, Promise<Page>>();
  /** One browser page per audience, signed in once. */
  const pageFor = (audience: Audience) => {
    if (!pages.has(audience)) {
      pages.set(
        audience,
        (async () => {
          const page = await session.browser.newPage({ viewport: sizes.laptop, reducedMotion: "reduce" });
          if (audience !== "visitor") await signInAs(page, session.app.url, audience === "admin" ? "admin@demo.local" : "trader@demo.local");
          return page;
        })(),
      );
    }
    return pages.get(audience)!;
  };

  const cases = routes.flatMap(({ path, audiences }) => audiences.map((audience) => ({ path, audience })));
  it.each(cases)("$path as a $audience: nothing scrolls sideways, every control on screen, no serious axe finding", async ({ path, audience }) => {
    mkdirSync(screenshotDir, { recursive: true });
    const page = await pageFor(audience);
    await page.setViewportSize(sizes.laptop);
    await page.goto(`${session.app.url}${path}`, { waitUntil: "domcontentloaded", timeout: 60_000 });
    await settled(page);
    const problems: string[] = [];
    for (const [size, viewport] of Object.entries(sizes)) {
      await page.setViewportSize(viewport);
      await settled(page);
      const name = `${audience}${path === "/" ? "-landing" : path.replaceAll("/", "-")}-${size}`;
      await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
      // Market chips cut their question short by design, whole in their title.
      problems.push(...(await layoutProblems(page, { exempt: "[title] > span" })).map((problem) => `${size}: ${problem}`));
      problems.push(...(await controlsOffScreen(page)).map((problem) => `${size}: ${problem}`));
      problems.push(...(await seriousAxeFindings(page)).map((finding) => `${size}: ${finding.rule} ${finding.targets.join(" ")}`));
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
