/** One sample of a Prometheus text exposition: its series name, labels and value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const sampleLine = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const labelPair = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/** The samples of a scrape (comment lines skipped), so a test can look a series up by name and labels. */
export function parsePrometheusText(text: string): Sample[] {
  return text.split("\n").flatMap((line) => {
    const match = sampleLine.exec(line);
    if (!match) return [];
    const labels = Object.fromEntries([...(match[2] ?? "").matchAll(labelPair)].map(([, key, value]) => [key!, value!]));
    return [{ name: match[1]!, labels, value: Number(match[3]) }];
  });
}

/** The samples of `name` whose labels include every one of `labels`. */
export const samplesOf = (samples: readonly Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
