import { useState } from "react";
import { impacts, type Impact } from "@tradewire/core/wire-constants";
import { Button } from "../../ui/button";
import { fieldClass } from "../../ui/field-class";
import { showToast } from "../../stores/toast-store";
import { saveArticleImpact } from "./impact-api";

/**
 * The story's impact in the editor: the stored level first, an editor's choice saved on its own. A
 * saved impact is the editor's (re-classification leaves it alone) and becomes a training label.
 */
export function EditorImpact({ articleId, initial }: { articleId: string; initial: Impact }) {
  const [stored, setStored] = useState<Impact>(initial);
  const [chosen, setChosen] = useState<Impact>(initial);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      const article = await saveArticleImpact(articleId, chosen);
      setStored(article.impact);
      setChosen(article.impact);
    } catch (failure) {
      showToast({ title: "Error", description: failure instanceof Error ? failure.message : "Saving the impact failed", tone: "destructive" });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-label="Impact" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-2xs font-semibold tracking-caps text-ink-muted uppercase">Impact</h3>
        <Button size="xs" disabled={saving || chosen === stored} onClick={() => void save()}>
          Save Impact
        </Button>
      </div>
      <select aria-label="Impact" value={chosen} onChange={(event) => setChosen(event.target.value as Impact)} className={fieldClass}>
        {impacts.map((impact) => (
          <option key={impact} value={impact}>
            {impact.toUpperCase()}
            {impact === stored ? " (current)" : ""}
          </option>
        ))}
      </select>
    </section>
  );
}
