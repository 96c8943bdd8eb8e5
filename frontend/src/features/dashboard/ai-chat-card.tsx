import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { Button } from "../../ui/button";
import { fieldClass } from "../../ui/field-class";
import { DashboardCard } from "./dashboard-card";

/**
 * The AI chat of spec section 2: a stub. It opens and closes; sending empty text does nothing, any
 * other text goes to /billing (the assistant is a paid feature not built yet).
 */
export function AiChatCard() {
  const navigate = useNavigate();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    void navigate("/billing");
  };

  return (
    <DashboardCard
      title="AI Assistant"
      subtitle="Questions about the news, answered"
      badge="Premium"
      actions={
        <Button size="xs" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {open ? "Close chat" : "Open chat"}
        </Button>
      }
    >
      {!open && <p className="text-sm text-ink-muted">Ask what a headline means for a ticker or a market, in plain words.</p>}
      {open && (
        <div id={panelId} className="flex flex-col gap-2">
          <ol aria-label="Conversation" className="space-y-2 rounded-md border border-line bg-canvas p-3 text-sm">
            <li className="max-w-[85%] rounded-md bg-surface-raised px-3 py-2 text-ink">
              Hi! Ask me about a story, a ticker or a prediction market.
            </li>
          </ol>
          <form onSubmit={send} className="flex gap-2">
            <label htmlFor={`${panelId}-message`} className="sr-only">
              Message
            </label>
            <input
              id={`${panelId}-message`}
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Ask the AI assistant..."
              autoComplete="off"
              // The user just asked to open the chat: typing is what comes next.
              autoFocus
              className={fieldClass}
            />
            <Button type="submit" variant="primary">
              Send
            </Button>
          </form>
        </div>
      )}
    </DashboardCard>
  );
}
