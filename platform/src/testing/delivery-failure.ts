import { expect } from "vitest";
import { DeliveryError } from "../delivery/delivery-error";

/** The DeliveryError a send rejects with; the test fails if it resolves or rejects with anything else. */
export async function deliveryFailure(promise: Promise<unknown>): Promise<DeliveryError> {
  const error = await promise.then(
    () => undefined,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}
