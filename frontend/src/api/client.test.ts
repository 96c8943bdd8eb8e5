import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiRequest, setAccessTokenSource } from "./client";

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
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ name: "Ada" }), { status: 200 }));

    await expect(apiRequest("/api/users/me")).resolves.toEqual({ name: "Ada" });
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
});
