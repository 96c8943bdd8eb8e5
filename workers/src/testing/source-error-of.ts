import { expect } from "vitest";
import { SourceError } from "../sources/source-error";

/** The SourceError a source's promise rejects with; fails the test when it settles otherwise. */
export async function sourceErrorOf(promise: Promise<unknown>): Promise<SourceError> {
  const error = await promise.then(() => undefined, (rejection: unknown) => rejection);
  expect(error).toBeInstanceOf(SourceError);
  return error as SourceError;
}
