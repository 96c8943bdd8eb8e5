import { request, type Agent, type IncomingHttpHeaders } from "node:http";

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came over the wire: not decompressed. */
  body: Buffer;
  /** The client end's port: answers with the same one came over the same connection. */
  localPort: number | undefined;
}

/** A GET that sends exactly these headers and leaves the answer as sent (fetch would add Accept-Encoding and decompress). */
export function rawGet(url: string, headers: Record<string, string> = {}, agent?: Agent): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      const { localPort } = response.socket;
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), localPort }));
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}
