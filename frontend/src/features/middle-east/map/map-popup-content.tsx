import type { MapLine, MapPlace } from "../map-data-types";
import { placeGroupLabels } from "../map-data";
import { FlagImage } from "./flag-image";
import type { MapPalette } from "./map-palette";

const eyebrow = "text-2xs font-medium tracking-caps text-ink-faint uppercase";

/** A marker's popup: its name, country and flag, what it is, and for missile bases details and significance. */
export function PlacePopupContent({ place, palette }: { place: MapPlace; palette: MapPalette }) {
  return (
    <article className="space-y-1.5" aria-label={place.name}>
      <p className={eyebrow}>{placeGroupLabels[place.group]}</p>
      <h2 className="text-sm font-semibold text-ink-strong">{place.name}</h2>
      <p className="flex items-center gap-1.5 text-xs text-ink-muted">
        <FlagImage countryCode={place.countryCode} palette={palette} />
        {place.country}
      </p>
      <p className="text-xs text-ink">{place.description}</p>
      {place.details && (
        <p className="text-xs text-ink">
          <span className="font-semibold text-ink-strong">Details: </span>
          {place.details}
        </p>
      )}
      {place.significance && (
        <p className="text-xs text-ink">
          <span className="font-semibold text-ink-strong">Significance: </span>
          {place.significance}
        </p>
      )}
      {place.sourceUrl && (
        <a href={place.sourceUrl} target="_blank" rel="noreferrer" className="inline-block text-xs text-accent-strong hover:underline">
          More about {place.name}
        </a>
      )}
    </article>
  );
}

/** A line's popup: what it stands for and, for the Iran-Israel line, the flight times. */
export function LinePopupContent({ line }: { line: MapLine }) {
  return (
    <article className="space-y-1.5" aria-label={line.label}>
      <h2 className="text-sm font-semibold text-ink-strong">{line.label}</h2>
      {line.popup && (
        <ul className="space-y-0.5 text-xs text-ink">
          {line.popup.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </article>
  );
}
