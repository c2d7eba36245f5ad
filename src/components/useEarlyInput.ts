/**
 * What a person typed into a prerendered form before it was hydrated: the inputs show it, but the
 * form's state never heard of it (React sends no change for it), so the form would read empty and keep its
 * button disabled. Right after hydration this hands every filled text input (Mantine marks each with
 * `data-path`; a number input's as a number, a text cleaned as its input cleans what is typed, a checkbox as whether it is
 * ticked) and the checked radio of `radioPath` to the form, checks the inputs left meanwhile (but the one the
 * person is back in) so that their messages show as if left just then, and presses the form's button when it was
 * pressed meanwhile (earlyPress.ts; docs/architecture.md, "Prerendering, hydration and lazy chunks").
 */
import { type RefObject, useEffect, useEffectEvent, useRef } from 'react';
import { takeEarlyPress } from './earlyPress';
import { readWholeNumber } from './typedText';

/** The part of a Mantine form (`useForm`) this needs. */
interface FormState {
  getValues(): object;
  setFieldValue(path: never, value: never): void;
  validateField(path: never): unknown;
}

/** Returns the ref to put on the `<form>` element. `clean`: per path, what the input's onChange does to a typed text. */
export function useEarlyInput(
  state: FormState,
  radioPath?: string,
  clean?: Record<string, (typed: string) => string>,
): RefObject<HTMLFormElement | null> {
  const formRef = useRef<HTMLFormElement>(null);
  const takeOver = useEffectEvent(() => {
    const form = formRef.current;
    if (!form) return;
    const values = state.getValues() as Record<string, unknown>;
    const set = (path: string, value: string | number) => state.setFieldValue(path as never, value as never);
    const inputs = form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[data-path], textarea[data-path]');
    for (const input of inputs) {
      const path = input.dataset.path!;
      // A checkbox (the register form's consent) is whether it is ticked; its value is always 'on'.
      if (input instanceof HTMLInputElement && input.type === 'checkbox') {
        if (input.checked !== Boolean(values[path])) set(path, input.checked as never);
        continue;
      }
      if (input.value === '' || input.value === String(values[path] ?? '')) continue;
      // A whole number's value is a number for the form (the age, say), not the text it shows (WholeNumberInput.tsx).
      const number = input.hasAttribute('data-whole-number') ? readWholeNumber(input.value) : Number.NaN;
      set(path, Number.isFinite(number) ? number : (clean?.[path]?.(input.value) ?? input.value));
    }
    const radio = radioPath ? form.querySelector<HTMLInputElement>('input[type="radio"]:checked') : null;
    if (radioPath && radio && radio.value !== values[radioPath]) set(radioPath, radio.value);
    // Left before the code came (src/boot.js notes it on the input): checked now, with the values above.
    for (const input of inputs) if (input.earlyLeft && input !== document.activeElement) state.validateField(input.dataset.path as never);
    // Its button pressed meanwhile: answered as a press, once the values above are the form's.
    if (takeEarlyPress()) setTimeout(() => form.requestSubmit());
  });
  // Once, on the first commit: later input goes through React.
  useEffect(() => takeOver(), []);
  return formRef;
}
