import type { ReactNode } from "react";
import { Dialog } from "radix-ui";
import { buttonClass } from "./button-class";

/** A secondary button that closes the modal it sits in (Cancel). */
export function ModalCloseButton({ children }: { children: ReactNode }) {
  return <Dialog.Close className={buttonClass("secondary", "sm")}>{children}</Dialog.Close>;
}
