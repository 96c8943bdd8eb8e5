const floatingPanelLook = "border border-line-strong bg-surface-raised shadow-menu";

/** The look of everything that floats over the page (menus, tooltips): raised surface, strong border, shadow. */
export const floatingPanelClass = `z-20 ${floatingPanelLook}`;

/** The same look for what floats over a modal (a tooltip inside a dialog): above the dialog's z-40. */
export const floatingOverModalClass = `z-50 ${floatingPanelLook}`;
