import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { ModalCloseButton } from "./modal-close-button";
import { ModalPanel } from "./modal-panel";
import { ModalShell } from "./modal-shell";

afterEach(cleanup);

function Harness({ onClose = () => {}, keepOpenOnEscape = false }: { onClose?: () => void; keepOpenOnEscape?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ModalShell
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <ModalPanel
          title="Edit News: Tariffs rise"
          description="Choose the tickers"
          descriptionHidden
          closeButton
          onEscapeKeyDown={(event) => keepOpenOnEscape && event.preventDefault()}
        >
          <input aria-label="Search" />
          <ModalCloseButton>Cancel</ModalCloseButton>
        </ModalPanel>
      </ModalShell>
    </>
  );
}

describe("ModalShell", () => {
  it("opens a dialog named by its title, with focus inside it", () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog", { name: "Edit News: Tariffs rise" });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByText("Choose the tickers").className).toContain("sr-only");
  });

  it("gives focus back to where it was before opening, though no Dialog.Trigger opened it", async () => {
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Open" });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).not.toBe(opener);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("closes on Escape, on the close button and on Cancel", () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole("button", { name: "Open" });
    for (const close of [
      () => fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" }),
      () => fireEvent.click(screen.getByRole("button", { name: "Close" })),
      () => fireEvent.click(screen.getByRole("button", { name: "Cancel" })),
    ]) {
      fireEvent.click(opener);
      expect(screen.getByRole("dialog")).toBeTruthy();
      close();
      expect(screen.queryByRole("dialog")).toBeNull();
    }
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it("stays open when the panel keeps Escape for itself (a dropdown inside it closes first)", () => {
    render(<Harness keepOpenOnEscape />);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});
