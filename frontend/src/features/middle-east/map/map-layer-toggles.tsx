import { useMemo, useState } from "react";
import { placeGroupIds } from "../map-data-types";
import { placeGroupLabels, placesByGroup } from "../map-data";
import { classNames } from "../../../ui/class-names";
import { floatingPanelClass } from "../../../ui/floating-panel-class";
import { desktopQuery } from "../../../ui/use-media-query";
import { iconImageUrl, iconKeyOf } from "./marker-icons";
import { readMapPalette } from "./map-palette";
import { useMapViewStore } from "./map-view-store";

/** What each line style means; the swatches are drawn with the same tokens as the map's line layers. */
const lineLegend = [
  { label: "Proxy attacks on Israel", swatch: "border-t-2 border-dashed border-danger" },
  { label: "Iranian support", swatch: "border-t-2 border-accent" },
  { label: "Iran to Israel", swatch: "border-t-4 border-dashed border-impact-mid" },
] as const;

/**
 * One toggle per marker group, each with the group's icon as its legend: pressed while the group is on the map.
 * Open from the start on a desktop; on a phone it folds away behind 'Layers' so the map keeps the screen. A native
 * disclosure (details/summary): keyboard and screen-reader behaviour for free, and no script on the first load.
 * Marked as covering the map (data-covers-map): the map keeps its view clear of it.
 */
export function MapLayerToggles({ className }: { className?: string }) {
  const hiddenGroups = useMapViewStore((s) => s.hiddenGroups);
  const toggleGroup = useMapViewStore((s) => s.toggleGroup);
  const [open, setOpen] = useState(() => window.matchMedia(desktopQuery).matches);
  const icons = useMemo(() => {
    const palette = readMapPalette();
    return Object.fromEntries(
      placeGroupIds.map((group) => {
        const first = placesByGroup[group][0];
        return [group, first ? iconImageUrl(iconKeyOf(first), palette) : ""];
      }),
    );
  }, []);

  return (
    <details
      data-covers-map=""
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className={classNames(floatingPanelClass, "w-56 rounded-md", className)}
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-3 py-2 text-xs font-semibold text-ink-strong [&::-webkit-details-marker]:hidden">
        Layers
        <span aria-hidden="true" className={classNames("text-ink-muted transition-transform", open && "rotate-180")}>
          ▾
        </span>
      </summary>
      <div className="border-t border-line px-2 pt-1 pb-2">
        <ul aria-label="Marker groups" className="space-y-0.5">
          {placeGroupIds.map((group) => {
            const visible = !hiddenGroups.includes(group);
            return (
              <li key={group}>
                <button
                  type="button"
                  aria-pressed={visible}
                  onClick={() => toggleGroup(group)}
                  className={classNames(
                    "flex w-full items-center gap-2 rounded-sm px-1.5 py-1 text-left text-xs transition-colors hover:bg-surface",
                    visible ? "text-ink-strong" : "text-ink-faint",
                  )}
                >
                  <img src={icons[group]} alt="" width={20} height={20} className={classNames("size-5 shrink-0", !visible && "opacity-30 grayscale")} />
                  <span className={classNames("min-w-0 flex-1 truncate", !visible && "line-through")}>{placeGroupLabels[group]}</span>
                  <span className="font-mono text-2xs text-ink-faint tabular-nums">{placesByGroup[group].length}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <ul aria-label="Lines" className="mt-2 space-y-1 border-t border-line px-1.5 pt-2">
          {lineLegend.map(({ label, swatch }) => (
            <li key={label} className="flex items-center gap-2 text-2xs text-ink-muted">
              <span aria-hidden="true" className={classNames("w-5 shrink-0", swatch)} />
              {label}
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
