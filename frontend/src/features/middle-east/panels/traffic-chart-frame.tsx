import { useEffect, useState } from "react";
import { canReach } from "./can-reach";

interface TrafficChartFrameProps {
  /** The country the chart is about, as its caption names it. */
  country: string;
  url: string;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * A country's network traffic as the statistics service draws it, in a frame; a plain link to the same
 * chart when the service cannot be reached (offline, blocked), so the panel never shows a broken frame.
 */
export function TrafficChartFrame({ country, url }: TrafficChartFrameProps) {
  const [reachable, setReachable] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    setReachable(true);
    void canReach(url, controller.signal).then((ok) => !controller.signal.aborted && setReachable(ok));
    return () => controller.abort();
  }, [url]);

  const title = `${country} network traffic`;
  return (
    <figure className="space-y-1">
      <figcaption className="text-xs font-medium text-ink-muted">{country}</figcaption>
      {reachable ? (
        <iframe
          src={url}
          title={title}
          loading="lazy"
          referrerPolicy="no-referrer"
          className="block h-48 w-full rounded-sm border border-line bg-canvas"
        />
      ) : (
        <a href={url} target="_blank" rel="noopener noreferrer" className="inline-block text-sm text-accent-strong underline-offset-4 hover:underline">
          {title} on {hostOf(url)} <span aria-hidden="true">↗</span>
        </a>
      )}
    </figure>
  );
}
