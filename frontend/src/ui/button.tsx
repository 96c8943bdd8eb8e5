import type { ButtonHTMLAttributes } from "react";
import { buttonClass, type ButtonSize, type ButtonVariant } from "./button-class";
import { classNames } from "./class-names";

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A button of the design system; `type` defaults to "button", so a button in a form never submits by accident. */
export function Button({ variant = "secondary", size = "sm", type = "button", className, ...props }: ButtonProps) {
  return <button type={type} className={classNames(buttonClass(variant, size), className)} {...props} />;
}
