import { Popover } from "radix-ui";
import { useId, useState, type FormEvent } from "react";
import { SAVED_VIEW_SLOTS } from "@tradewire/core/schemas/saved-views";
import { useAuthStore } from "../../stores/auth-store";
import { Button } from "../../ui/button";
import { fieldClass } from "../../ui/field-class";
import { floatingPanelClass } from "../../ui/floating-panel-class";
import { describeView, freeSlotOf } from "./saved-views";
import { useSavedViewsStore } from "./saved-views-store";
import { useSavedViews } from "./use-saved-views";

const slots = Array.from({ length: SAVED_VIEW_SLOTS }, (_, index) => index + 1);

/** A member's saved views: switch to one (or press its key, 1 to 9), keep the feed's filters as one, forget one. */
export function SavedViewsMenu() {
  const signedIn = useAuthStore((s) => s.status === "authenticated");
  const { views, shown, current, apply } = useSavedViews();
  const save = useSavedViewsStore((s) => s.save);
  const forget = useSavedViewsStore((s) => s.forget);
  const error = useSavedViewsStore((s) => s.error);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [slot, setSlot] = useState(1);
  const nameId = useId();
  const slotId = useId();
  if (!signedIn) return null;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) setSlot(freeSlotOf(views, SAVED_VIEW_SLOTS));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    if (await save(slot, { name: name.trim(), filters: shown })) setName("");
  };
  const nameOfSlot = (key: number) => views.find((view) => view.slot === key)?.name;

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <Button size="xs" className="self-center" title="Saved views: the keys 1 to 9 switch between them">
          {current ? `View ${current.slot}: ${current.name}` : "Views"}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          aria-label="Saved views"
          className={`${floatingPanelClass} grid w-80 max-w-[calc(100vw-2rem)] gap-3 rounded-md p-3 text-sm`}
        >
          {views.length === 0 ? (
            <p className="text-ink-muted">No saved views yet. Set the filters and the search, then keep them here; the keys 1 to 9 switch between views.</p>
          ) : (
            <ul aria-label="Your views" className="grid gap-1">
              {views.map((view) => (
                <li key={view.slot} className="flex min-w-0 items-center gap-1">
                  <Button
                    size="xs"
                    aria-pressed={current?.slot === view.slot}
                    title={describeView(view.filters)}
                    onClick={() => {
                      apply(view.slot);
                      setOpen(false);
                    }}
                    className="min-w-0 flex-1 justify-start"
                  >
                    <kbd className="font-mono text-ink-faint">{view.slot}</kbd>
                    <span className="truncate">{view.name}</span>
                  </Button>
                  <Button size="xs" aria-label={`Forget view ${view.slot}, ${view.name}`} onClick={() => void forget(view.slot)}>
                    Forget
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <form onSubmit={(event) => void submit(event)} className="grid gap-2 border-t border-line pt-3">
            <p className="text-2xs text-ink-faint">Keep what the feed shows now: {describeView(shown)}</p>
            <div className="flex gap-2">
              <div className="grid min-w-0 flex-1 gap-1">
                <label htmlFor={nameId} className="text-2xs tracking-caps text-ink-faint uppercase">
                  Name
                </label>
                <input id={nameId} value={name} onChange={(event) => setName(event.target.value)} maxLength={40} placeholder="e.g. Tariffs, high" className={fieldClass} />
              </div>
              <div className="grid gap-1">
                <label htmlFor={slotId} className="text-2xs tracking-caps text-ink-faint uppercase">
                  Key
                </label>
                <select id={slotId} value={slot} onChange={(event) => setSlot(Number(event.target.value))} className={fieldClass}>
                  {slots.map((key) => (
                    <option key={key} value={key}>
                      {nameOfSlot(key) ? `${key} (replaces ${nameOfSlot(key)})` : key}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            {error && (
              <p role="alert" className="text-2xs text-danger">
                {error}
              </p>
            )}
            <Button type="submit" size="xs" variant="primary" disabled={!name.trim()}>
              Save view
            </Button>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
