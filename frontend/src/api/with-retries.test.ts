import { describe, expect, it, vi } from "vitest";
import { withRetries } from "./with-retries";

const instantly = () => 0;

describe("withRetries", () => {
  it("tries up to three more times, then gives the last error", async () => {
    const run = vi.fn(async () => {
      throw new Error("down");
    });
    await expect(withRetries(run, { retries: 3, shouldRetry: () => true, delayMs: instantly })).rejects.toThrow("down");
    expect(run).toHaveBeenCalledTimes(4);
  });

  it("stops at once on an error that is not worth retrying", async () => {
    const run = vi.fn(async () => {
      throw new Error("401: Unauthorized");
    });
    await expect(withRetries(run, { retries: 3, shouldRetry: () => false, delayMs: instantly })).rejects.toThrow("401");
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("answers with the first success", async () => {
    const run = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error("blip")).mockResolvedValue("ok");
    await expect(withRetries(run, { retries: 3, shouldRetry: () => true, delayMs: instantly })).resolves.toBe("ok");
    expect(run).toHaveBeenCalledTimes(2);
  });
});
