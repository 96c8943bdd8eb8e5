import { SourceError } from "./source-error";

/**
 * Reads a response body, giving up as soon as it passes maxBytes: a misbehaving server that streams
 * forever is cut off after maxBytes, never buffered whole. Counts decoded bytes, so a small compressed
 * body that inflates past the cap is refused too.
 */
export async function readCappedBody(sourceId: string, response: Response, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () => new SourceError("too-large", `${sourceId}: body larger than ${maxBytes} bytes`);
  const declared = Number(response.headers.get("content-length"));
  if (response.body === null) return new Uint8Array();
  // A declared length is the wire size; only without compression does it tell the decoded size up front.
  if (declared > maxBytes && !response.headers.has("content-encoding")) {
    await response.body.cancel();
    throw tooLarge();
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
