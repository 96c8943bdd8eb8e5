interface ChosenTagsProps {
  /** The field's label; the list is named '{label} chosen'. */
  label: string;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
}

/** A tag field's chosen values, each with its remove button. */
export function ChosenTags({ label, tags, onChange }: ChosenTagsProps) {
  if (!tags.length) return null;
  return (
    <ul aria-label={`${label} chosen`} className="flex flex-wrap gap-1">
      {tags.map((tag) => (
        <li key={tag} className="inline-flex items-center gap-1 rounded-sm border border-accent/40 px-1.5 py-0.5 font-mono text-2xs text-accent-strong">
          {tag}
          <button type="button" aria-label={`Remove ${tag}`} onClick={() => onChange(tags.filter((chosen) => chosen !== tag))} className="text-ink-muted hover:text-ink-strong">
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
