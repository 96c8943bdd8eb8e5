/** The look of everything that floats over the page (menus, tooltips): raised surface, strong border, shadow. */
export const floatingPanelClass = "z-20 border border-line-strong bg-surface-raised shadow-menu";
