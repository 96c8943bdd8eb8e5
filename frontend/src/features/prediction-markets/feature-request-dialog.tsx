import { useState } from "react";
import { ModalPanel } from "../../ui/modal-panel";
import { ModalShell } from "../../ui/modal-shell";

/** The two community channels of spec section 2: a messaging app and a chat community. */
export const communityLinks = [
  { name: "Telegram", href: "https://t.me/tradewire_community", about: "Messaging: quick questions and requests" },
  { name: "Discord", href: "https://discord.gg/tradewire", about: "Community chat: discuss features with other traders" },
] as const;

/** 'Send us feature requests' and its 'Choose Platform' dialog (spec section 2); each choice opens in a new tab. */
export function FeatureRequestLink() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="text-xs text-accent-strong underline-offset-4 hover:underline">
        Send us feature requests
      </button>
      <ModalShell open={open} onClose={() => setOpen(false)}>
        {open && (
          <ModalPanel title="Choose Platform" description="Select where you'd like to request features or get support:" closeButton>
            <ul className="grid gap-2 sm:grid-cols-2">
              {communityLinks.map((link) => (
                <li key={link.name}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={() => setOpen(false)}
                    className="flex h-full flex-col gap-0.5 rounded-md border border-line-strong px-4 py-2.5 text-sm font-medium text-ink-strong transition-colors hover:bg-surface-raised"
                  >
                    <span>
                      {link.name} <span aria-hidden="true">↗</span>
                    </span>
                    <span className="text-2xs font-normal text-ink-muted">{link.about}</span>
                  </a>
                </li>
              ))}
            </ul>
          </ModalPanel>
        )}
      </ModalShell>
    </>
  );
}
