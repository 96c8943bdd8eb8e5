import { fieldClass } from "../../ui/field-class";
import { useId, useState } from "react";
import { ChosenTags } from "./chosen-tags";
import { addTag, tagSuggestions } from "./tag-suggestions";

interface TagFieldProps {
  label: string;
  tags: readonly string[];
  known: readonly string[];
  onChange: (tags: string[]) => void;
}

/** Tags added with Enter or a suggestion (at most five, filtered as typed, chosen ones left out); each removable. */
export function TagField({ label, tags, known, onChange }: TagFieldProps) {
  const [text, setText] = useState("");
  const listId = useId();
  const suggestions = tagSuggestions(known, text, tags);
  const add = (tag: string) => {
    onChange(addTag(tags, tag));
    setText("");
  };
  return (
    <div className="space-y-1">
      <input
        aria-label={label}
        placeholder={`${label} (Enter to add)`}
        value={text}
        aria-controls={suggestions.length ? listId : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            add(text);
          }
        }}
        className={fieldClass}
      />
      {suggestions.length > 0 && (
        <ul id={listId} aria-label={`${label} suggestions`} className="flex flex-wrap gap-1">
          {suggestions.map((tag) => (
            <li key={tag}>
              <button type="button" onClick={() => add(tag)} className="rounded-sm border border-line px-1.5 py-0.5 font-mono text-2xs text-ink-muted hover:border-accent hover:text-accent-strong">
                + {tag}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ChosenTags label={label} tags={tags} onChange={onChange} />
    </div>
  );
}
