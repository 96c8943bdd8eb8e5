import { create } from "zustand";

export interface Toast {
  /** A new id for every toast, so the same words shown twice still announce twice. */
  id: number;
  title: string;
  description?: string;
  /** destructive: a failure (spec section 8: 'destructive style'). */
  tone: "default" | "destructive";
}

interface ToastState {
  /** Spec section 9: one toast at a time; a new one replaces the one showing. */
  current: Toast | null;
  show: (toast: Omit<Toast, "id" | "tone"> & { tone?: Toast["tone"] }) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  current: null,
  show: (toast) => set({ current: { tone: "default", ...toast, id: nextId++ } }),
  dismiss: (id) => set((state) => (state.current?.id === id ? { current: null } : state)),
}));

/** Shows a toast from anywhere (a store, an event handler). */
export const showToast = (toast: Parameters<ToastState["show"]>[0]) => useToastStore.getState().show(toast);
