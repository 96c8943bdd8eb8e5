import { DropdownMenu } from "radix-ui";
import { Link } from "react-router-dom";
import { useAuthStore } from "../../stores/auth-store";
import { buttonClass } from "../../ui/button-class";
import { floatingPanelClass } from "../../ui/floating-panel-class";

const itemClass =
  "block cursor-pointer rounded-sm px-2 py-1.5 text-ink-strong outline-none data-highlighted:bg-surface data-highlighted:text-accent-strong";

interface UserMenuProps {
  name: string;
}

export function UserMenu({ name }: UserMenuProps) {
  const email = useAuthStore((s) => s.profile?.email ?? s.user?.profile.email);
  const signOut = useAuthStore((s) => s.signOut);
  const admin = useAuthStore((s) => s.profile?.user_role === "admin");
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={buttonClass("secondary", "sm")}>
        {name}
        <span aria-hidden="true" className="text-ink-faint">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className={`${floatingPanelClass} min-w-48 rounded-md p-1 text-sm`}
        >
          {email && (
            <DropdownMenu.Label className="truncate px-2 py-1.5 text-xs text-ink-muted">{email}</DropdownMenu.Label>
          )}
          {admin && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/admin/users">Users</Link>
            </DropdownMenu.Item>
          )}
          {admin && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/admin/subscriptions">Subscription Intents</Link>
            </DropdownMenu.Item>
          )}
          {admin && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/admin/sources">Sources</Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item
            onSelect={() => void signOut()}
            className={itemClass}
          >
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
