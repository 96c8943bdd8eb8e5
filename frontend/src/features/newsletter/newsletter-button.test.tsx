import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useToastStore } from "../../stores/toast-store";
import { Toaster } from "../../ui/toaster";
import { NewsletterButton } from "./newsletter-button";
import { jsonResponse } from "../../testing/api-answers";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useToastStore.setState({ current: null });
});

function openForm() {
  render(
    <>
      <NewsletterButton />
      <Toaster />
    </>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Subscribe to Newsletter" }));
  return screen.getByRole("dialog", { name: "Subscribe to our Newsletter" });
}

describe("NewsletterButton", () => {
  it("asks only for a required email: the honeypot is hidden from people", () => {
    openForm();
    const email = screen.getByRole("textbox", { name: "Email" }) as HTMLInputElement;
    expect(email.required).toBe(true);
    expect(screen.queryByRole("textbox", { name: "Website" })).toBeNull();
    expect((screen.getByRole("button", { name: "Subscribe" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("posts the address with an empty honeypot, thanks the reader and closes", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ subscribed: true }));
    openForm();
    fireEvent.change(screen.getByRole("textbox", { name: "Email" }), { target: { value: "reader@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText("Subscribed")).toBeTruthy();
    expect(screen.getByText("Thanks! The newsletter will come to reader@example.com.")).toBeTruthy();
    const [path, init] = fetchMock.mock.calls[0]!;
    expect([path, init?.body]).toEqual(["/api/newsletter/subscribe", JSON.stringify({ email: "reader@example.com", website: "" })]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps the form open with an error toast when the sign-up fails", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: "internal_error", message: "The mailing list could not be reached; please try again later" }, 502));
    openForm();
    fireEvent.change(screen.getByRole("textbox", { name: "Email" }), { target: { value: "reader@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText("Failed to subscribe: The mailing list could not be reached; please try again later")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Subscribe to our Newsletter" })).toBeTruthy();
  });
});
