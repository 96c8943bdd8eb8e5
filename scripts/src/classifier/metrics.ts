import { impacts, type Impact } from "@tradewire/core";

export interface Metrics {
  n: number;
  accuracy: number;
  /** Per class: precision, recall, support. */
  perClass: Record<Impact, { precision: number; recall: number; support: number }>;
  /** confusion[truth][predicted], in the order of `impacts`. */
  confusion: number[][];
}

export function metrics(pairs: readonly { truth: Impact; predicted: Impact }[]): Metrics {
  const confusion = impacts.map(() => impacts.map(() => 0));
  for (const { truth, predicted } of pairs) confusion[impacts.indexOf(truth)]![impacts.indexOf(predicted)]!++;
  const correct = impacts.reduce((sum, _, c) => sum + confusion[c]![c]!, 0);
  const perClass = Object.fromEntries(
    impacts.map((impact, c) => {
      const support = confusion[c]!.reduce((a, b) => a + b, 0);
      const predicted = confusion.reduce((sum, row) => sum + row[c]!, 0);
      return [impact, { precision: predicted ? confusion[c]![c]! / predicted : 0, recall: support ? confusion[c]![c]! / support : 0, support }];
    }),
  ) as Metrics["perClass"];
  return { n: pairs.length, accuracy: pairs.length ? correct / pairs.length : 0, perClass, confusion };
}

const pct = (value: number) => value.toFixed(3);

/** Two metric blocks side by side, as text. */
export function sideBySide(title: string, left: [string, Metrics], right: [string, Metrics]): string {
  const block = ([name, m]: [string, Metrics]) => [
    `${name}  (n=${m.n})`,
    `accuracy ${pct(m.accuracy)}`,
    `class  precision recall  n`,
    ...impacts.map((impact) => `${impact.padEnd(5)}  ${pct(m.perClass[impact].precision).padStart(9)} ${pct(m.perClass[impact].recall).padStart(6)} ${String(m.perClass[impact].support).padStart(3)}`),
    `confusion (rows truth, cols predicted)`,
    `       ${impacts.map((impact) => impact.padStart(5)).join(" ")}`,
    ...impacts.map((impact, r) => `${impact.padEnd(5)}  ${m.confusion[r]!.map((v) => String(v).padStart(5)).join(" ")}`),
  ];
  const a = block(left);
  const b = block(right);
  const width = Math.max(...a.map((line) => line.length)) + 6;
  return [`== ${title}`, ...a.map((line, i) => line.padEnd(width) + (b[i] ?? ""))].join("\n");
}
