import { Button } from "./button";

/** Spec section 9: at most five page buttons. */
export const MAX_PAGE_BUTTONS = 5;

/** The page numbers (zero-based) to offer: a window of at most five around the current page, kept inside the range. */
export function pageWindow(page: number, pageCount: number, size = MAX_PAGE_BUTTONS): number[] {
  const count = Math.min(size, pageCount);
  const first = Math.min(Math.max(0, page - Math.floor(count / 2)), pageCount - count);
  return Array.from({ length: count }, (_, index) => first + index);
}

interface PagerProps {
  /** Zero-based. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label?: string;
}

/** Previous, up to five numbered pages, Next; nothing at all when everything fits on one page (spec section 9). */
export function Pager({ page, pageCount, onPage, label = "Pages" }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-end gap-1">
      <Button size="xs" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      {pageWindow(page, pageCount).map((index) => (
        <Button
          key={index}
          size="xs"
          variant={index === page ? "primary" : "secondary"}
          aria-current={index === page ? "page" : undefined}
          aria-label={`Page ${index + 1}`}
          className="min-w-7 font-mono tabular-nums"
          onClick={() => onPage(index)}
        >
          {index + 1}
        </Button>
      ))}
      <Button size="xs" disabled={page >= pageCount - 1} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
