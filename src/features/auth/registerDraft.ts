/**
 * What /register keeps on its history entry, so that Back to it (after 'Inicia sesión' by mistake) finds the form
 * filled: all but the passwords, saved as they are typed (`saveDraft`) and put back as the page opens
 * (`useRestoredDraft`). Kept in React Router's own state of the entry (`usr`), which `useLocation().state` reads.
 */
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { registerFormDefaults } from '../../../domain/schemas';

type RegisterValues = typeof registerFormDefaults;
export type RegisterDraft = Omit<RegisterValues, 'password' | 'confirmPassword'>;

export const saveDraft = (draft: RegisterDraft | undefined) => {
  const entry = (window.history.state ?? {}) as { usr?: Record<string, unknown> | null };
  window.history.replaceState({ ...entry, usr: { ...entry.usr, registerDraft: draft } }, '');
};

/**
 * Back on this entry: what was typed before leaving it (`saved`), read as the page opens and put in after the first
 * render (the prerendered page's is empty), where nothing was typed before hydration.
 */
export function useRestoredDraft(form: UseFormReturnType<RegisterValues>, saved: Partial<RegisterDraft> | undefined) {
  // Put back once: later renders must not put the draft back over what is typed.
  const pending = useRef(saved);
  useEffect(() => {
    const draft = pending.current;
    if (!draft) return;
    pending.current = undefined;
    const now = form.getValues();
    const untouched = Object.entries(draft).filter(([key]) => now[key as keyof RegisterDraft] === registerFormDefaults[key as keyof RegisterDraft]);
    form.setValues(Object.fromEntries(untouched));
  }, [form]);
}
