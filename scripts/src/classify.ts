/**
 * `npm run --silent classify`: reads JSON lines {"title": ..., "summary": ...} on stdin and writes one
 * line per input, {"impact", "tickers", "related", "tags"} or {"error": "line N: ..."}, streaming.
 */
import { once } from "node:events";
import { createInterface } from "node:readline";
import { classifyArticle } from "@tradewire/core/domain/classify/index";
import { loadTickerIndex } from "@tradewire/workers/classification/ticker-dictionary";
import { z } from "zod";

const inputSchema = z.object({
  title: z.string({ error: "title must be a string" }),
  summary: z.string({ error: "summary must be a string or null" }).nullish(),
});

function classifyLine(line: string, lineNumber: number, index: ReturnType<typeof loadTickerIndex>): object {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return { error: `line ${lineNumber}: not valid JSON` };
  }
  const input = inputSchema.safeParse(json);
  if (!input.success) {
    const message = typeof json === "object" && json !== null && !Array.isArray(json) ? input.error.issues[0]!.message : "expected a JSON object";
    return { error: `line ${lineNumber}: ${message}` };
  }
  const { impact, tickers, related, tags } = classifyArticle(input.data, index);
  return { impact, tickers, related, tags };
}

async function write(text: string): Promise<void> {
  if (!process.stdout.write(text)) await once(process.stdout, "drain");
}

const index = loadTickerIndex();
let lineNumber = 0;
try {
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    lineNumber++;
    // Blank lines separate nothing and ask for nothing, so they get no answer.
    if (!line.trim()) continue;
    await write(`${JSON.stringify(classifyLine(line, lineNumber, index))}\n`);
  }
} catch (error) {
  process.stderr.write(`tradewire: reading stdin failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
