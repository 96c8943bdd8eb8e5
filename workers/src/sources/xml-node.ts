/** Helpers over fast-xml-parser output, where a node is a string, an object with "#text", or a list. */

export function listOf(node: unknown): unknown[] {
  if (node === undefined || node === null) return [];
  return Array.isArray(node) ? node : [node];
}

export function childOf(node: unknown, name: string): unknown {
  return typeof node === "object" && node !== null && !Array.isArray(node)
    ? (node as Record<string, unknown>)[name]
    : undefined;
}

/** The text of an element (the first one when repeated); null when absent or empty. */
export function textOf(node: unknown): string | null {
  const first = listOf(node)[0];
  const text = typeof first === "string" || typeof first === "number" ? String(first) : childOf(first, "#text");
  return typeof text === "string" && text.trim() !== "" ? text.trim() : null;
}

export function attributeOf(node: unknown, name: string): string | null {
  const value = childOf(listOf(node)[0], `@_${name}`);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}
