import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiFormatError } from "./api-format-error";
import { apiRequest, setAccessTokenSource } from "./client";

const person = z.object({ name: z.string(), tickers: z.array(z.string()) });

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  setAccessTokenSource(() => null);
});

function sentHeaders(): Headers {
  const init = fetchMock.mock.calls[0]?.[1];
  return new Headers(init?.headers);
}

describe("apiRequest", () => {
  it("sends the access token of the signed-in user and parses the JSON answer", async () => {
    setAccessTokenSource(() => "token-123");
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ name: "Ada", tickers: ["NVDA"] }), { status: 200 }));

    await expect(apiRequest("/api/users/me", { schema: person })).resolves.toEqual({ name: "Ada", tickers: ["NVDA"] });
    expect(sentHeaders().get("Authorization")).toBe("Bearer token-123");
  });

  it("sends no Authorization header for a visitor", async () => {
    fetchMock.mockResolvedValue(new Response("[]", { status: 200 }));

    await apiRequest("/api/articles");
    expect(sentHeaders().has("Authorization")).toBe(false);
  });

  it("throws the server's words with the status code in front", async () => {
    fetchMock.mockResolvedValue(new Response("ticker is required", { status: 400, statusText: "Bad Request" }));

    await expect(apiRequest("/api/tickers/search")).rejects.toThrow("400: ticker is required");
  });

  it("answers null on 401 only when the caller asked for it", async () => {
    fetchMock.mockImplementation(async () => new Response("", { status: 401, statusText: "Unauthorized" }));

    await expect(apiRequest("/api/users/me", { nullOn401: true })).resolves.toBeNull();
    await expect(apiRequest("/api/users/me")).rejects.toThrow("401: Unauthorized");
  });

  it("turns an answer that breaks its contract into 'Data format unexpected', naming the field", async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ name: "Ada", tickers: "NVDA" }), { status: 200 }));

    const failure = apiRequest("/api/users/me", { schema: person });
    await expect(failure).rejects.toBeInstanceOf(ApiFormatError);
    await expect(apiRequest("/api/users/me", { schema: person })).rejects.toThrow(/^Data format unexpected: tickers: .* \(\/api\/users\/me\)$/);
  });

  it("turns an answer that is not JSON into 'Data format unexpected'", async () => {
    fetchMock.mockResolvedValue(new Response("<html>maintenance</html>", { status: 200 }));

    await expect(apiRequest("/api/articles", { schema: person })).rejects.toThrow(/^Data format unexpected: answer: not JSON/);
  });
});
