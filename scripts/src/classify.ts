/**
 * `npm run --silent classify`: reads JSON lines {"title": ..., "summary": ...} on stdin and writes one
 * line per input, {"impact", "tickers", "related", "tags"} or {"error": "line N: ..."}, as it reads.
 */
import { createInterface } from "node:readline";
import { classifyArticle, type Classifier } from "@tradewire/core/domain/classify/index";
import { loadClassifier } from "@tradewire/workers/classification/load-classifier";
import { z } from "zod";

const inputSchema = z.object({
  title: z.string({ error: "title must be a string" }),
  summary: z.string({ error: "summary must be a string or null" }).nullish(),
});

function answer(line: string, lineNumber: number, classifier: Classifier): object {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return { error: `line ${lineNumber}: not valid JSON` };
  }
  const input = inputSchema.safeParse(json);
  if (!input.success) {
    const isObject = typeof json === "object" && json !== null && !Array.isArray(json);
    return { error: `line ${lineNumber}: ${isObject ? input.error.issues[0]!.message : "expected a JSON object"}` };
  }
  const { impact, tickers, related, tags } = classifyArticle(input.data, classifier);
  return { impact, tickers, related, tags };
}

const classifier = loadClassifier();
const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
let lineNumber = 0;
let pending = "";
let flushQueued = false;

// Answers are written once per chunk of input rather than once per line: the same stream, far fewer
// system calls. A full pipe pauses the reading until it drains.
function flush(): void {
  flushQueued = false;
  if (!pending) return;
  const drained = process.stdout.write(pending);
  pending = "";
  if (!drained) {
    lines.pause();
    process.stdout.once("drain", () => lines.resume());
  }
}

lines.on("line", (line) => {
  lineNumber++;
  // Blank lines separate nothing and ask for nothing, so they get no answer.
  if (!line.trim()) return;
  pending += `${JSON.stringify(answer(line, lineNumber, classifier))}\n`;
  if (!flushQueued) {
    flushQueued = true;
    setImmediate(flush);
  }
});
lines.on("close", flush);
// A reader that stops early (`| head`) wants no more answers, not a stack trace.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
  process.exit(0);
});
process.stdin.on("error", (error) => {
  process.stderr.write(`tradewire: reading stdin failed: ${error.message}\n`);
  process.exit(1);
});
