import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error";
import { newsErrorMessage } from "./news-error-message";

const maintenance =
  "We're currently performing system maintenance to improve our services. Please try again in a few minutes.";

describe("newsErrorMessage", () => {
  it("uses the maintenance wording when the message contains NetworkError", () => {
    expect(newsErrorMessage(new TypeError("NetworkError when attempting to fetch resource."))).toBe(maintenance);
  });

  it("treats fetch's Failed to fetch as a network error", () => {
    expect(newsErrorMessage(new TypeError("Failed to fetch"))).toBe(maintenance);
  });

  it("names any other cause", () => {
    expect(newsErrorMessage(new ApiError(503, "Service Unavailable", ""))).toBe("Error loading news: 503: Service Unavailable");
  });
});
