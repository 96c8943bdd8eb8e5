import { useEffect, useRef, useState, type RefObject } from "react";
import type { ChartOptions, DeepPartial, IChartApi } from "lightweight-charts";

export type ChartLibrary = typeof import("lightweight-charts");

/** A design token (a custom property of styles/tokens.css) as the element sees it. */
export const cssVariable = (element: Element, name: string) => getComputedStyle(element).getPropertyValue(name).trim();

type Options = DeepPartial<ChartOptions>;

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** `over` laid on `base` object by object; any other value of `over` replaces the base's. */
function mergeOptions(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = merged[key];
    merged[key] = isPlainObject(value) && isPlainObject(current) ? mergeOptions(current, value) : value;
  }
  return merged;
}

/**
 * The look every chart shares, from the design tokens: the surface behind, muted mono labels, grid lines
 * and scale borders in the line colours, sized to the container. The chart's own options go on top.
 */
export function themedChartOptions(lib: Pick<ChartLibrary, "ColorType">, container: Element, own: Options = {}): Options {
  const token = (name: string) => cssVariable(container, name);
  const theme: Options = {
    autoSize: true,
    layout: {
      background: { type: lib.ColorType.Solid, color: token("--color-surface") },
      textColor: token("--color-ink-muted"),
      fontFamily: token("--font-mono"),
      fontSize: 11,
    },
    grid: { vertLines: { color: token("--color-line") }, horzLines: { color: token("--color-line") } },
    rightPriceScale: { borderColor: token("--color-line-strong") },
    timeScale: { borderColor: token("--color-line-strong") },
  };
  return mergeOptions(theme, own) as Options;
}

export interface ThemedChart {
  api: IChartApi;
  lib: ChartLibrary;
  /** Set when the chart is removed on unmount; React runs that before the cleanups of effects on it, which must then leave it alone. */
  removed: boolean;
}

interface ChartSetup {
  api: IChartApi;
  lib: ChartLibrary;
  /** Reads a design token as the chart's container sees it. */
  token: (name: string) => string;
}

interface ThemedChartSpec<Extra> {
  /** The chart's own options, laid on the theme's. */
  options?: (lib: ChartLibrary) => Options;
  /** Runs once the chart is created, to add series and subscribe; what it answers is kept beside the chart. */
  setup: (chart: ChartSetup) => Extra;
}

/**
 * A chart in the container, themed from the design tokens. lightweight-charts is imported on first use, so
 * no page downloads it before a chart is shown. The chart is created once and removed on unmount; `failed`
 * says the library could not be loaded.
 */
export function useThemedChart<Extra extends object>(
  containerRef: RefObject<HTMLElement | null>,
  spec: ThemedChartSpec<Extra>,
): { chart: (ThemedChart & Extra) | null; failed: boolean } {
  const [chart, setChart] = useState<(ThemedChart & Extra) | null>(null);
  const [failed, setFailed] = useState(false);
  const specRef = useRef(spec);

  useEffect(() => {
    let disposed = false;
    let created: ThemedChart | undefined;
    import("lightweight-charts")
      .then((lib) => {
        const container = containerRef.current;
        if (disposed || !container) return;
        const { options, setup } = specRef.current;
        const api = lib.createChart(container, themedChartOptions(lib, container, options?.(lib)));
        const extra = setup({ api, lib, token: (name) => cssVariable(container, name) });
        const themed = { ...extra, api, lib, removed: false };
        created = themed;
        setChart(themed);
      })
      .catch(() => {
        if (!disposed) setFailed(true);
      });
    return () => {
      disposed = true;
      if (created) {
        created.removed = true;
        created.api.remove();
      }
    };
  }, [containerRef]);

  return { chart, failed };
}
