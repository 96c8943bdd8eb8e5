import type { Article } from "@tradewire/core";
import { Button } from "../../ui/button";
import { alertFormFromStory } from "../alerts/alert-form-prefill";
import { AlertMeButton } from "../alerts/alert-me-button";
import { offersReport } from "./offers-report";
import { trackReportClicked } from "./story-events";

/** The modals a story opens: its stock report, and the admin editor. */
export type NewsDialogKind = "report" | "edit";

interface StoryActionsProps {
  article: Article;
  isAdmin: boolean;
  onOpenDialog: (kind: NewsDialogKind, article: Article) => void;
}

/** A story's Report button (where there is one to show), for admins its Edit button, and for members its Alert me bell. */
export function StoryActions({ article, isAdmin, onOpenDialog }: StoryActionsProps) {
  return (
    <span className="ml-auto flex shrink-0 gap-1">
      {offersReport(article) && (
        <Button
          size="xs"
          onClick={() => {
            trackReportClicked(article);
            onOpenDialog("report", article);
          }}
        >
          Report
        </Button>
      )}
      {isAdmin && (
        <Button size="xs" onClick={() => onOpenDialog("edit", article)}>
          Edit
        </Button>
      )}
      <AlertMeButton about={article.title} prefill={() => alertFormFromStory(article)} />
    </span>
  );
}
