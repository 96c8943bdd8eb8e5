import { describe, expect, it } from "vitest";
import { apiErrorMessage } from "./api-error-message";

describe("apiErrorMessage", () => {
  it("puts the status code before the body the server sent", () => {
    expect(apiErrorMessage(500, "Internal Server Error", "database is down")).toBe("500: database is down");
  });

  it("falls back to the status text when the body is empty", () => {
    expect(apiErrorMessage(404, "Not Found", "")).toBe("404: Not Found");
    expect(apiErrorMessage(502, "Bad Gateway", "  \n")).toBe("502: Bad Gateway");
  });
});
