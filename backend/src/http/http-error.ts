/** An error whose message is safe to show the caller; the error middleware answers it as `{ error, message }`. */
export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const errorCodes: Record<number, string> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  422: "unprocessable_entity",
  429: "too_many_requests",
  500: "internal_error",
  503: "service_unavailable",
};

export const errorCodeFor = (status: number) => errorCodes[status] ?? (status >= 500 ? "internal_error" : "bad_request");
