import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { DESK_QUESTION_MAX_LENGTH } from "@tradewire/core/schemas/desk";
import { Button } from "../../ui/button";
import { fieldClass } from "../../ui/field-class";
import { usePremium } from "../market-trends/use-premium";
import { DashboardCard } from "./dashboard-card";
import { DeskConversation } from "./desk-conversation";
import { useDeskConversation } from "./use-desk-conversation";

/**
 * The AI chat of spec section 2. For visitors and free users it is the spec's stub: it opens and closes; sending empty
 * text does nothing, any other text goes to /billing. Premium members ask the desk instead: their question is read as a
 * search of the stored news and answered with the matching stories (no language model, and the panel says so).
 */
export function AiChatCard() {
  const navigate = useNavigate();
  const premium = usePremium();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const desk = useDeskConversation();

  const send = (event: FormEvent) => {
    event.preventDefault();
    const question = text.trim();
    if (!question) return;
    if (!premium) {
      void navigate("/billing");
      return;
    }
    setText("");
    void desk.ask(question);
  };

  return (
    <DashboardCard
      title={premium ? "Ask the desk" : "AI Assistant"}
      subtitle={premium ? "Searches the stored news; it is not a language model" : "Questions about the news, answered"}
      badge="Premium"
      actions={
        <Button size="xs" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {open ? "Close chat" : "Open chat"}
        </Button>
      }
    >
      {!open && (
        <p className="text-sm text-ink-muted">
          {premium
            ? "Ask about tickers, topics, impact and time, such as “What moved NVDA today?”, and get the stored stories that match."
            : "Ask what a headline means for a ticker or a market, in plain words."}
        </p>
      )}
      {open && (
        <div id={panelId} className="flex flex-col gap-2">
          {premium ? (
            <DeskConversation exchanges={desk.exchanges} />
          ) : (
            <ol aria-label="Conversation" className="space-y-2 rounded-md border border-line bg-canvas p-3 text-sm">
              <li className="max-w-[85%] rounded-md bg-surface-raised px-3 py-2 text-ink">
                Hi! Ask me about a story, a ticker or a prediction market.
              </li>
            </ol>
          )}
          <form onSubmit={send} className="flex gap-2">
            <label htmlFor={`${panelId}-message`} className="sr-only">
              Message
            </label>
            <input
              id={`${panelId}-message`}
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={premium ? "What moved NVDA today?" : "Ask the AI assistant..."}
              maxLength={premium ? DESK_QUESTION_MAX_LENGTH : undefined}
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
