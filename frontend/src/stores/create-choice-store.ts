import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

export interface ChoiceState<C extends string> {
  choice: C;
}

export interface ChoiceActions<C extends string> {
  choose: (choice: C) => void;
}

/**
 * A store of one of a few named choices, remembered per browser in localStorage under `key`. A stored
 * value that is not one of `choices` (an older build's, or edited by hand) gives way to `initial`.
 */
export function createChoiceStore<const C extends string>(key: string, choices: readonly C[], initial: NoInfer<C>) {
  const initialState: ChoiceState<C> = { choice: initial };
  const isChoice = (value: unknown): value is C => choices.includes(value as C);
  return create<ChoiceState<C> & ChoiceActions<C>>()(
    persist((set) => ({ ...initialState, choose: (choice) => set({ choice }) }), {
      name: key,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ choice: state.choice }),
      merge: (stored, current) => {
        const choice = (stored as Partial<ChoiceState<C>> | undefined)?.choice;
        return isChoice(choice) ? { ...current, choice } : current;
      },
    }),
  );
}
