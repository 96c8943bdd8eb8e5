import { useState } from "react";
import { Tooltip } from "radix-ui";
import type { NotificationChannel } from "@tradewire/core/schemas/alerts";
import { showToast } from "../../stores/toast-store";
import { Button } from "../../ui/button";
import { fieldClass } from "../../ui/field-class";
import { ModalPanel } from "../../ui/modal-panel";
import { ModalShell } from "../../ui/modal-shell";
import { createChannel, deleteChannel, failureMessage, testChannel, updateChannel, type ChannelForm } from "./alerts-api";
import { useAlertsStore } from "./alerts-store";

const emptyForm: ChannelForm = { channel_name: "", type: "email", email: "", endpoint: "" };

/** Spec section 5: a name, and an address for email or an endpoint for a webhook; telegram needs none. */
export function channelFormValid(form: ChannelForm): boolean {
  if (!form.channel_name.trim()) return false;
  if (form.type === "email") return form.email.trim() !== "";
  if (form.type === "webhook") return form.endpoint.trim() !== "";
  return true;
}

const targetOf = (channel: NotificationChannel) => channel.email ?? channel.endpoint ?? (channel.telegram_chat_id ? `chat ${channel.telegram_chat_id}` : "Telegram");

/** Manage Notification Channels (spec section 2): the list, and one form for Add and Edit. */
export function ChannelsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ModalShell open={open} onClose={onClose}>
      {open && <ChannelsContent />}
    </ModalShell>
  );
}

/** What the channel's last "Send test" got back: the receiver's status, the SMTP reply, or what failed. */
function LastTest({ test }: { test: NonNullable<NotificationChannel["last_test"]> }) {
  const at = new Date(test.at).toLocaleTimeString([], { hour12: false });
  return (
    <span role="status" className={`block text-2xs break-words ${test.ok ? "text-impact-low" : "text-impact-high"}`}>
      Test at {at}: {test.ok ? "delivered" : "failed"}, {test.result}
    </span>
  );
}

function SendTestButton({ channel, onTested }: { channel: NotificationChannel; onTested: () => void }) {
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      await testChannel(channel);
      onTested();
    } catch (failure) {
      showToast({ title: "Error", description: `Failed to send a test: ${failureMessage(failure)}`, tone: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="xs" aria-label={`Send a test message to ${channel.channel_name}`} disabled={busy} onClick={() => void send()}>
      {busy ? "Sending..." : "Send test"}
    </Button>
  );
}

function ChannelsContent() {
  const channels = useAlertsStore((s) => s.channels);
  const loadChannels = useAlertsStore((s) => s.loadChannels);
  const [form, setForm] = useState<ChannelForm>(emptyForm);
  const [editing, setEditing] = useState<NotificationChannel | null>(null);
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const reset = () => {
    setForm(emptyForm);
    setEditing(null);
  };

  const submit = async () => {
    setBusy(true);
    try {
      const saved = editing ? await updateChannel(editing.channel_id, form) : await createChannel(form);
      setSecret(saved.signing_secret ?? null);
      await loadChannels();
      reset();
    } catch (failure) {
      const verb = editing ? "update" : "create";
      showToast({ title: "Error", description: `Failed to ${verb} channel: ${failureMessage(failure)}`, tone: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  const remove = async (channel: NotificationChannel) => {
    try {
      await deleteChannel(channel);
      await loadChannels();
    } catch (failure) {
      showToast({ title: "Error", description: `Failed to delete channel: ${failureMessage(failure)}`, tone: "destructive" });
    }
  };

  return (
    <ModalPanel title="Manage Notification Channels" description="Where your alerts are delivered: email, a webhook, or Telegram." closeButton>
      <ul aria-label="Channels" className="divide-y divide-line rounded-md border border-line text-xs">
        {channels.map((channel) => (
          <li key={channel.channel_id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <span className="min-w-0">
              <span className="block text-ink-strong">{channel.channel_name}</span>
              <span className="block truncate font-mono text-2xs text-ink-muted">
                {channel.type} · {targetOf(channel)}
              </span>
              {channel.type === "telegram" && <TelegramStatus channel={channel} />}
              {channel.status === "email-not-configured" && <span className="block text-2xs text-impact-mid">Email is not configured on this server: messages are kept, not sent.</span>}
              {channel.last_test && <LastTest test={channel.last_test} />}
            </span>
            <span className="flex gap-1">
              <SendTestButton channel={channel} onTested={() => void loadChannels()} />
              <Button
                size="xs"
                aria-label={`Edit ${channel.channel_name}`}
                onClick={() => {
                  setEditing(channel);
                  setForm({ channel_name: channel.channel_name, type: channel.type, email: channel.email ?? "", endpoint: channel.endpoint ?? "" });
                }}
              >
                Edit
              </Button>
              <DeleteButton channel={channel} last={channels.length <= 1} onDelete={() => void remove(channel)} />
            </span>
          </li>
        ))}
      </ul>

      {secret && (
        <div role="status" className="space-y-1 rounded-md border border-accent/50 p-3 text-xs">
          <p className="text-ink-strong">Webhook signing secret: shown this once. Verify each request's webhook-signature with it.</p>
          <div className="flex items-center gap-2">
            <code className="min-w-0 flex-1 truncate font-mono text-2xs text-accent-strong">{secret}</code>
            <Button size="xs" onClick={() => void navigator.clipboard?.writeText(secret)}>
              Copy
            </Button>
          </div>
        </div>
      )}

      <form
        aria-label={editing ? "Edit channel" : "Add channel"}
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (channelFormValid(form) && !busy) void submit();
        }}
      >
        <h3 className="text-2xs font-semibold tracking-caps text-ink-muted uppercase">{editing ? "Edit channel" : "Add channel"}</h3>
        <input aria-label="Channel name" placeholder="Channel name" className={fieldClass} value={form.channel_name} onChange={(event) => setForm({ ...form, channel_name: event.target.value })} />
        <select aria-label="Channel type" className={fieldClass} value={form.type} onChange={(event) => setForm({ ...form, type: event.target.value as ChannelForm["type"] })}>
          <option value="email">Email</option>
          <option value="webhook">Webhook</option>
          <option value="telegram">Telegram</option>
        </select>
        {form.type === "email" && <input aria-label="Email" type="email" placeholder="you@example.com" className={fieldClass} value={form.email} onChange={(event) => setForm({ ...form, email: event.target.value })} />}
        {form.type === "webhook" && <input aria-label="Endpoint" type="url" placeholder="https://example.com/hooks/tradewire" className={fieldClass} value={form.endpoint} onChange={(event) => setForm({ ...form, endpoint: event.target.value })} />}
        {form.type === "telegram" && <p className="text-2xs text-ink-muted">After saving, open the channel's Configure Telegram link and press Start in the bot.</p>}
        <div className="flex justify-end gap-2">
          <Button onClick={reset}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={!channelFormValid(form) || busy}>
            {editing ? "Save Changes" : "Add Channel"}
          </Button>
        </div>
      </form>
    </ModalPanel>
  );
}

/** 'Telegram Connected' once a chat is bound; otherwise 'Configuration required' and the bot link that binds it. */
function TelegramStatus({ channel }: { channel: NotificationChannel }) {
  const connected = channel.telegram_chat_id !== null && channel.status === "ok";
  return (
    <span className="mt-0.5 flex flex-wrap items-center gap-2 text-2xs">
      <span className={connected ? "text-live" : "text-impact-mid"}>{connected ? "Telegram Connected" : "Configuration required"}</span>
      {channel.telegram_url ? (
        <a href={channel.telegram_url} target="_blank" rel="noopener noreferrer" className="text-accent-strong underline-offset-4 hover:underline">
          Configure Telegram
        </a>
      ) : (
        !connected && <span className="text-ink-faint">No Telegram bot is configured on this server.</span>
      )}
    </span>
  );
}

/** Spec section 5: the last channel's delete is disabled, with the tooltip 'Cannot delete last channel'. */
function DeleteButton({ channel, last, onDelete }: { channel: NotificationChannel; last: boolean; onDelete: () => void }) {
  const button = (
    <Button size="xs" aria-label={`Delete ${channel.channel_name}`} disabled={last} onClick={onDelete}>
      Delete
    </Button>
  );
  if (!last) return button;
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <span tabIndex={0}>{button}</span>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className="z-50 rounded-sm border border-line-strong bg-surface-raised px-2 py-1 text-2xs text-ink shadow-menu">Cannot delete last channel</Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
