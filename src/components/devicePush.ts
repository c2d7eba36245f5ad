/**
 * This device's Web Push ('Avisos en este teléfono', docs/product.md "Notices"): the browser's push subscription made
 * with the server's key and sent to the server, or removed. The service worker itself is ./serviceWorker.ts.
 */
import * as notificationsApi from '../api/endpoints/notifications';
import { currentSubscription, registerServiceWorker } from './serviceWorker';

/** base64url → the bytes `applicationServerKey` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export class PushDenied extends Error {}

/** Asks the person's permission, subscribes the device with the server's key and tells the server. */
export async function subscribeDevice(): Promise<void> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PushDenied('denied');
  await registerServiceWorker();
  const registration = await navigator.serviceWorker.ready;
  const applicationServerKey = keyBytes(await notificationsApi.pushKey());
  const subscription =
    (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }));
  await notificationsApi.subscribePush(subscription.toJSON());
}

/** Tells the server to stop, then removes the browser's subscription. */
export async function unsubscribeDevice(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await notificationsApi.unsubscribePush(subscription.endpoint);
  await subscription.unsubscribe();
}
