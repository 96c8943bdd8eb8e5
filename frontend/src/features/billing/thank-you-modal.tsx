import { useNavigate } from "react-router-dom";
import { Button } from "../../ui/button";
import { ModalCloseButton } from "../../ui/modal-close-button";
import { ModalPanel } from "../../ui/modal-panel";
import { ModalShell } from "../../ui/modal-shell";
import type { PlanCard } from "./plan-cards";

interface ThankYouModalProps {
  /** The plan just chosen; null keeps the modal closed. */
  plan: PlanCard | null;
  onClose: () => void;
}

/** 'Thank You for Your Interest!' (spec section 2): shown after any paid plan's button, whatever the call answered. */
export function ThankYouModal({ plan, onClose }: ThankYouModalProps) {
  const navigate = useNavigate();
  return (
    <ModalShell open={plan !== null} onClose={onClose}>
      {plan && (
        <ModalPanel title="Thank You for Your Interest!" description={`You chose ${plan.name}.`} descriptionHidden closeButton>
          <div className="space-y-2 text-sm text-ink">
            <p>
              We're still building the premium features. We've noted your interest in <span className="font-semibold text-ink-strong">{plan.name}</span> and
              will update you as soon as they're ready.
            </p>
            <p className="text-ink-muted">Nothing has been charged.</p>
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <ModalCloseButton>Continue Exploring</ModalCloseButton>
            <Button variant="primary" onClick={() => navigate("/dashboard")}>
              Dashboard
            </Button>
          </div>
        </ModalPanel>
      )}
    </ModalShell>
  );
}
