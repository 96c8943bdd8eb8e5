import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";

describe("ApiError", () => {
  it("words its message as spec section 8 does and keeps the status", () => {
    const error = new ApiError(409, "Conflict", '{"error":"conflict","message":"A record with the same key already exists"}');
    expect(error.message).toBe('409: {"error":"conflict","message":"A record with the same key already exists"}');
    expect(error.status).toBe(409);
  });

  it("offers the server's sentence when the body is the API's error shape", () => {
    expect(new ApiError(400, "Bad Request", '{"error":"bad_request","message":"Invalid email or password"}').serverMessage).toBe(
      "Invalid email or password",
    );
  });

  it("offers nothing for any other body", () => {
    expect(new ApiError(502, "Bad Gateway", "<html>upstream down</html>").serverMessage).toBeNull();
    expect(new ApiError(500, "Internal Server Error", '{"message":42}').serverMessage).toBeNull();
    expect(new ApiError(500, "Internal Server Error", "").serverMessage).toBeNull();
  });
});
