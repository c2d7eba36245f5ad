/**
 * A press of a prerendered form's button before the form's code came. That button is disabled until then (the
 * browser would otherwise send the form itself, passwords in the address), so the press would be lost and the
 * person, having tapped 'Iniciar sesión', would see nothing happen. src/boot.js notes it in `window.earlyPress`
 * from the page's start, before any of the app's code has come, and the form, once hydrated, answers it as a
 * press (useEarlyInput).
 */
declare global {
  interface Window {
    /** true: pressed and not yet answered; false: answered, and no press is noted any more (src/boot.js). */
    earlyPress?: boolean;
  }
  // What else is done to a prerendered form before its code came, noted by src/boot.js on the element itself: the
  // form takes it once hydrated (useEarlyInput, PasswordField). Noted on later touches too, but read only then.
  interface HTMLElement {
    /** An input left (focusout). */
    earlyLeft?: true;
    /** How many times a button was pressed (click: a tap, a click, Enter or Space). */
    earlyPresses?: number;
  }
}

/** Whether the button was pressed and the press not yet answered. */
export const pressedEarly = (): boolean => window.earlyPress === true;

/** Whether the button was pressed before the form could answer; from then on the form hears its presses itself. */
export function takeEarlyPress(): boolean {
  const was = pressedEarly();
  window.earlyPress = false;
  return was;
}
