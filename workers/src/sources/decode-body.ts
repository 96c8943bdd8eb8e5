/** The charset named by Content-Type, or else by the XML declaration; feeds still ship in windows-1252. */
function charsetOf(bytes: Uint8Array, contentType: string | null): string {
  const fromHeader = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? "")?.[1];
  if (fromHeader) return fromHeader;
  const prolog = new TextDecoder("latin1").decode(bytes.subarray(0, 200));
  return /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(prolog)?.[1] ?? "utf-8";
}

/** Body bytes as text in the declared charset, UTF-8 when the declared one is unknown. */
export function decodeBody(bytes: Uint8Array, contentType: string | null): string {
  try {
    return new TextDecoder(charsetOf(bytes, contentType)).decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}
