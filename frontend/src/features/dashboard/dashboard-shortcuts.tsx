import { Link } from "react-router-dom";
import { Badge } from "../../ui/badge";

const shortcuts = [
  { to: "/news", title: "News", note: "The live feed by impact and source" },
  { to: "/world-view", title: "World View", note: "G10 Performance by region" },
  { to: "/israel-iran-view", title: "Israel-Iran View", note: "Proxy war map, oil and Middle East news" },
  { to: "/prediction-markets", title: "Prediction Markets", note: "Markets tied to the stories", beta: true },
] as const;

/** The cards linking to the other screens (spec section 2), Prediction Markets labelled beta. */
export function DashboardShortcuts() {
  return (
    <nav aria-label="Dashboard shortcuts">
      <ul className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {shortcuts.map((shortcut) => (
          <li key={shortcut.to}>
            <Link
              to={shortcut.to}
              className="group flex h-full flex-col gap-1 rounded-md border border-line bg-surface px-3 py-2.5 transition-colors hover:border-accent/60 hover:bg-surface-raised"
            >
              <span className="flex items-center gap-2">
                <span className="text-sm font-semibold text-ink-strong group-hover:text-accent-strong">{shortcut.title}</span>
                {"beta" in shortcut && <Badge tone="accent">Beta</Badge>}
                <span aria-hidden="true" className="ml-auto font-mono text-xs text-ink-faint group-hover:text-accent-strong">
                  →
                </span>
              </span>
              <span className="text-2xs text-ink-muted">{shortcut.note}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
