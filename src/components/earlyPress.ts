/**
 * A press of a prerendered form's button before the form's code came. That button is disabled until then (the
 * browser would otherwise send the form itself, passwords in the address), so the press would be lost and the
 * person, having tapped 'Iniciar sesión', would see nothing happen. It is noted here, from the page's start
 * (src/main.tsx), and the form, once hydrated, answers it as a press (useEarlyInput).
 */
let pressed = false;

const onPointerUp = (event: PointerEvent) => {
  if (event.target instanceof Element && event.target.closest('#root form button[type="submit"][disabled]')) pressed = true;
};

export function watchEarlyPress(): void {
  addEventListener('pointerup', onPointerUp, { capture: true, passive: true });
}

/** Whether the button was pressed before the form could answer; from then on the form hears its presses itself. */
export function takeEarlyPress(): boolean {
  removeEventListener('pointerup', onPointerUp, { capture: true });
  const was = pressed;
  pressed = false;
  return was;
}
