import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Pager, pageWindow } from "./pager";

afterEach(cleanup);

describe("Pager", () => {
  it("is not shown for a single page", () => {
    const { container } = render(<Pager page={0} pageCount={1} onPage={() => {}} />);
    expect(container.innerHTML).toBe("");
  });

  it("offers at most five page buttons around the current page, inside the range", () => {
    expect(pageWindow(0, 10)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(9, 10)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(1, 3)).toEqual([0, 1, 2]);
  });

  it("marks the current page and moves by number, Previous and Next", () => {
    const onPage = vi.fn();
    render(<Pager page={4} pageCount={10} onPage={onPage} />);
    expect(screen.getAllByRole("button", { name: /^Page / })).toHaveLength(5);
    expect(screen.getByRole("button", { name: "Page 5" }).getAttribute("aria-current")).toBe("page");
    fireEvent.click(screen.getByRole("button", { name: "Page 7" }));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(onPage.mock.calls).toEqual([[6], [5], [3]]);
  });
});
