/// <reference lib="dom" />
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA rules) on the page as it is now, optionally on one part of it,
 * and answers the serious and critical findings.
 */
export async function seriousAxeFindings(page: Page, within?: string): Promise<AxeFinding[]> {
  // Evaluated through DevTools: a script tag would be inline script, which the app's CSP refuses.
  await page.evaluate(axeSource);
  return page.evaluate(async (context) => {
    type Result = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] };
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: Result[] }> } }).axe;
    const { violations } = await axe.run(context ?? document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? "",
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
      }));
  }, within ?? null);
}

/**
 * What does not fit a narrow screen, as sentences naming the elements: a page that scrolls sideways, an
 * element reaching past the viewport's right edge (allowed only inside a table's own scroller that shows its
 * "scroll sideways" hint, or inside `exempt`), and text an element cuts off (an ellipsis or a hidden overflow).
 * `within` limits the elements looked at to one part, such as an open dialog over a page checked before.
 */
export function layoutProblems(page: Page, options: { exempt?: string; within?: string } = {}): Promise<string[]> {
  return page.evaluate(
    ({ exempt, within }) => {
      const viewport = document.documentElement.clientWidth;
      const problems: string[] = [];
      const name = (element: Element) => {
        const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50);
        return `<${element.tagName.toLowerCase()} class="${(element.getAttribute("class") ?? "").slice(0, 60)}"> "${text}"`;
      };
      const exempted = (element: Element) => exempt !== null && element.closest(exempt) !== null;
      // A table's scroller that says it scrolls (DataTable marks it and shows the hint under it).
      const inHintedScroller = (element: Element) => {
        const scroller = element.closest("[data-scrolls-sideways]");
        return scroller !== null && scroller !== element && scroller.nextElementSibling?.textContent?.includes("Scroll sideways") === true;
      };
      const scrollWidth = document.scrollingElement!.scrollWidth;
      if (scrollWidth > viewport) problems.push(`the page scrolls sideways: ${scrollWidth} px wide in a ${viewport} px viewport`);
      for (const element of document.querySelectorAll(within ? `${within}, ${within} *` : "body *")) {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        if (style.visibility === "hidden" || box.width < 2 || box.height < 2 || exempted(element)) continue;
        if (box.right > viewport + 0.5 && !inHintedScroller(element)) {
          problems.push(`${name(element)} reaches ${Math.round(box.right)} px`);
        }
        const clipsSideways = style.overflowX !== "visible" || style.textOverflow === "ellipsis";
        const hasText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "");
        if (clipsSideways && hasText && element.scrollWidth > element.clientWidth + 1) {
          problems.push(`${name(element)} cuts off its text (${element.scrollWidth} px in ${element.clientWidth} px)`);
        }
      }
      return problems;
    },
    { exempt: options.exempt ?? null, within: options.within ?? null },
  );
}

/** The three sizes every screen is looked at in. */
export const screenSizes = { phone: { width: 390, height: 844 }, laptop: { width: 1366, height: 900 }, desktop: { width: 1920, height: 1080 } };

/**
 * The page at each of the three sizes: a screenshot in `dir` for a person to look at (`<name>-<size>.png`), and what
 * scrolls sideways or axe finds serious, named by size (`exempt` as for layoutProblems). `within` (a CSS selector):
 * one part of the page, such as a card below the fold, scrolled into view for the screenshots and the only part looked
 * at (the page scrolling sideways is looked at still). The page is left at the laptop size.
 */
export async function screensAtEverySize(page: Page, dir: string, name: string, options: { exempt?: string; within?: string } = {}): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const problems: string[] = [];
  for (const [size, viewport] of Object.entries(screenSizes)) {
    await page.setViewportSize(viewport);
    if (options.within) await page.locator(options.within).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(dir, `${name}-${size}.png`) });
    problems.push(...(await layoutProblems(page, options)).map((problem) => `${size}: ${problem}`));
    problems.push(...(await seriousAxeFindings(page, options.within)).map((finding) => `${size}: ${finding.rule} ${finding.targets.join(" ")}`));
  }
  await page.setViewportSize(screenSizes.laptop);
  return problems;
}
