import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { VirtualList } from "./virtual-list";

const items = Array.from({ length: 10_000 }, (_, index) => `Story ${index}`);
const keyOf = (item: string) => item;

function List({ onEndReached }: { onEndReached?: () => void }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <VirtualList
      items={items}
      keyOf={keyOf}
      renderRow={(item) => <p>{item}</p>}
      estimateHeight={100}
      label="Stories"
      scrollRef={scrollRef}
      onEndReached={onEndReached}
    />
  );
}

beforeEach(() => {
  // jsdom lays nothing out; give the scroll container the height of a laptop screen and each row its 100 px.
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(100);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("VirtualList", () => {
  it("renders only a window of 10,000 items", () => {
    render(<List />);
    const rendered = screen.getAllByRole("listitem");
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(60);
    expect(screen.getByText("Story 0")).toBeTruthy();
    expect(screen.getByRole("list").style.height).toBe("1000000px");
  });

  it("moves the window with the scroll position", () => {
    render(<List />);
    const container = screen.getByRole("region", { name: "Stories" });
    container.scrollTop = 500_000;
    fireEvent.scroll(container);

    expect(screen.queryByText("Story 0")).toBeNull();
    expect(screen.getByText("Story 5000")).toBeTruthy();
    expect(screen.getAllByRole("listitem").length).toBeLessThan(60);
  });

  it("asks for more near the end", () => {
    const onEndReached = vi.fn();
    render(<List onEndReached={onEndReached} />);
    expect(onEndReached).not.toHaveBeenCalled();

    const container = screen.getByRole("region", { name: "Stories" });
    container.scrollTop = 999_000;
    fireEvent.scroll(container);
    expect(onEndReached).toHaveBeenCalledTimes(1);
  });
});
