import { startSmtpInbox, type SmtpInbox } from "@tradewire/platform/testing";

export { startSmtpInbox, type SmtpInbox };

export interface ReadMail {
  /** A header's value with its folds undone (RFC 5322 unfolding), or undefined; the first of its name. */
  header(name: string): string | undefined;
  /** The decoded bodies of the text/plain and text/html parts, in any multipart nesting. */
  text: string;
  html: string;
}

/** Reads a raw message far enough for a test: headers, and the text and HTML bodies decoded from their transfer encoding. */
export function readMail(raw: string): ReadMail {
  const { headers, body } = splitEntity(raw);
  const texts: Record<string, string[]> = { "text/plain": [], "text/html": [] };
  collectParts(headers, body, texts);
  return {
    header: (name) => headerOf(headers, name),
    text: texts["text/plain"]!.join("\n"),
    html: texts["text/html"]!.join("\n"),
  };
}

function splitEntity(raw: string): { headers: string; body: string } {
  const end = /\r?\n\r?\n/.exec(raw);
  const head = end ? raw.slice(0, end.index) : raw;
  return { headers: head.replace(/\r?\n(?=[ \t])/g, ""), body: end ? raw.slice(end.index + end[0].length) : "" };
}

function headerOf(headers: string, name: string): string | undefined {
  const escaped = name.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
  return new RegExp(`^${escaped}:[ \\t]*(.*)$`, "im").exec(headers)?.[1]?.trim();
}

function collectParts(headers: string, body: string, texts: Record<string, string[]>): void {
  const contentType = headerOf(headers, "Content-Type") ?? "text/plain";
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type.startsWith("multipart/")) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return;
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith("--")) break;
      const part = splitEntity(section.replace(/^\r?\n/, ""));
      collectParts(part.headers, part.body, texts);
    }
    return;
  }
  if (type in texts) texts[type]!.push(decodeBody(body, headerOf(headers, "Content-Transfer-Encoding") ?? "7bit"));
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable": {
      const joined = body.replace(/=\r?\n/g, "");
      const bytes: number[] = [];
      for (let i = 0; i < joined.length; i++) {
        const hex = joined[i] === "=" ? /^[0-9A-Fa-f]{2}/.exec(joined.slice(i + 1, i + 3))?.[0] : undefined;
        if (hex) {
          bytes.push(parseInt(hex, 16));
          i += 2;
        } else bytes.push(joined.charCodeAt(i) & 0xff);
      }
      return Buffer.from(bytes).toString("utf8");
    }
    default:
      return Buffer.from(body, "latin1").toString("utf8");
  }
}
