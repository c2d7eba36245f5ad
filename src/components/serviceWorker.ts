/**
 * The app's service worker (public/sw.js: the shell offline, the notices pushed to this device): registered as the
 * dashboard starts, and this device's push subscription forgotten at log-out. Subscribing is ./devicePush.ts, which
 * only 'Avisos en este teléfono' downloads.
 */

export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** Registers the service worker (the app's shell offline, pushed notices); nothing where there is none. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(undefined);
  return navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}

/** The browser's subscription of this device, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** On log-out: the server has forgotten it (the session ended); the browser forgets it too. */
export async function forgetDeviceSubscription(): Promise<void> {
  try {
    await (await currentSubscription())?.unsubscribe();
  } catch {
    // Nothing more to do: the server no longer sends to it.
  }
}
