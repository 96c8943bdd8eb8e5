import { describe, expect, it } from "vitest";
import { captureLog } from "../testing/capture-log";
import { acceptedRequestId, currentRequestId, newRequestId, withRequestId } from "./request-id";

describe("request ids in the log", () => {
  it("adds the id of the work under way to every line, across awaits and timers, and none outside it", async () => {
    const { logger, lines } = captureLog("info");
    const child = logger.child({ component: "poller" });
    logger.info("starting");
    await withRequestId("poll-1", async () => {
      logger.info("before");
      await new Promise((resolve) => setTimeout(resolve, 5));
      child.info("after a timer");
      await Promise.all([withRequestId("nested-2", async () => logger.info("inner work")), Promise.resolve().then(() => logger.warn("beside it"))]);
    });
    logger.info("done");
    expect(lines.map(({ msg, requestId }) => ({ msg, requestId }))).toEqual([
      { msg: "starting", requestId: undefined },
      { msg: "before", requestId: "poll-1" },
      { msg: "after a timer", requestId: "poll-1" },
      { msg: "inner work", requestId: "nested-2" },
      { msg: "beside it", requestId: "poll-1" },
      { msg: "done", requestId: undefined },
    ]);
    expect(lines[2]).toMatchObject({ component: "poller" });
    expect(currentRequestId()).toBeUndefined();
  });

  it("accepts short ids of safe characters and refuses the rest", () => {
    for (const good of ["0f3c9a1b2d4e5f60718293a4b5c6d7e8", newRequestId(), "edge:1.2_3-4", "x".repeat(128)]) expect(acceptedRequestId(good)).toBe(good);
    for (const bad of ["", "x".repeat(129), "a b", "a\nb", 'a"b', "a/b", "ü", undefined, 42, ["a"]]) expect(acceptedRequestId(bad)).toBeUndefined();
  });
});
