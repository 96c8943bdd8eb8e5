import { useState } from "react";
import { showToast } from "../../stores/toast-store";
import { Button } from "../../ui/button";
import type { ButtonSize, ButtonVariant } from "../../ui/button-class";
import { fieldClass } from "../../ui/field-class";
import { ModalCloseButton } from "../../ui/modal-close-button";
import { ModalPanel } from "../../ui/modal-panel";
import { ModalShell } from "../../ui/modal-shell";
import { failureMessage } from "../alerts/alerts-api";
import { subscribeToNewsletter } from "./newsletter-api";

interface NewsletterButtonProps {
  /** The button's words; the modal is the same whatever they say. */
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A button that opens the newsletter subscribe modal (spec section 2). */
export function NewsletterButton({ label = "Subscribe to Newsletter", variant = "secondary", size = "sm" }: NewsletterButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ModalShell open={open} onClose={() => setOpen(false)}>
        {open && <NewsletterForm onDone={() => setOpen(false)} />}
      </ModalShell>
    </>
  );
}

/** Spec section 5: a required email field and a hidden honeypot field. */
function NewsletterForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState("");
  const [website, setWebsite] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    try {
      await subscribeToNewsletter(email, website);
      showToast({ title: "Subscribed", description: `Thanks! The newsletter will come to ${email.trim()}.` });
      onDone();
    } catch (failure) {
      showToast({ title: "Error", description: `Failed to subscribe: ${failureMessage(failure)}`, tone: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalPanel title="Subscribe to our Newsletter" description="The week's trade, tariff and geopolitical stories that moved markets, in your inbox." closeButton>
      <form
        aria-label="Newsletter sign-up"
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void submit();
        }}
      >
        <label className="block space-y-1">
          <span className="text-xs font-medium text-ink-strong">Email</span>
          <input
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            className={fieldClass}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        {/* The honeypot: off-screen and out of the tab order, so only a bot fills it. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Website
            <input type="text" name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(event) => setWebsite(event.target.value)} />
          </label>
        </div>
        <div className="flex justify-end gap-2">
          <ModalCloseButton>Cancel</ModalCloseButton>
          <Button type="submit" variant="primary" disabled={busy || email.trim() === ""}>
            {busy ? "Subscribing..." : "Subscribe"}
          </Button>
        </div>
      </form>
    </ModalPanel>
  );
}
