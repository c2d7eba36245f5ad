/**
 * Web Push ('Avisos en este teléfono', docs/api.md "Push"): a user's devices subscribed in one of their sessions, and
 * each new notice sent to them. Every process hears of every notice (NoticeHub); the one that takes it first (an
 * UPDATE of its `pushed_at`, which a second process finds done) sends it, so a notice reaches a device once. The
 * request is made by the `web-push` library (VAPID, aes128gcm encryption) and sent with fetch; a push service's
 * 404 or 410 (the subscription is gone) removes the subscription.
 */
import webpush from 'web-push';
import type { PushSubscriptionInput } from '../../domain/schemas';
import type { VapidKeys } from '../config';
import type { Db } from '../db/client';
import {
  deleteDevice,
  deleteSessionDevices,
  deleteUserDevice,
  deleteUsersDevices,
  devicesOf,
  takeUnpushed,
  type PushDevice,
  upsertDevice,
} from '../data/push';
import { badRequest } from '../http/errors';
import * as MSG from '../../domain/messages';
import type { NoticeHub } from './notifications';

/** A notice older than this when its user's devices could first be told is not pushed any more. */
const PUSH_WITHIN_MS = 10 * 60 * 1000;
/** How long a push service may take to answer. */
const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a notice for a device that is off (seconds). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * The push services browsers subscribe with, by the host of a subscription's endpoint: Firebase Cloud Messaging
 * (Chrome, Edge, Samsung Internet and the other Chromium browsers), Mozilla's (Firefox), Apple's (Safari) and the
 * Windows notification service (Edge on Windows). The endpoint is a URL the caller writes: the server sends to these
 * hosts only, over `https:` on its own port, never to an address of its own network.
 */
const PUSH_SERVICE_HOSTS = [/^fcm\.googleapis\.com$/, /(^|\.)push\.services\.mozilla\.com$/, /(^|\.)push\.apple\.com$/, /\.notify\.windows\.com$/];
/** The devices a user keeps: subscribing one more forgets their oldest (a phone replaced, a browser reinstalled). */
export const DEVICES_PER_USER = 10;

/** Whether the server would send to this endpoint: a known push service's, or (tests only) the local one. */
function knownEndpoint(endpoint: string, localService: boolean): boolean {
  const url = new URL(endpoint);
  if (localService && url.protocol === 'http:' && url.hostname === '127.0.0.1') return true;
  return url.protocol === 'https:' && url.port === '' && url.username === '' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}

export interface PushOptions {
  vapid: VapidKeys;
  /** Tests only: also accept endpoints of a push service on this machine (`http://127.0.0.1`, tests/support/pushReceiver.ts). */
  localService?: boolean;
  /** Told of each push that could not be delivered (logged by default). */
  onFailure?: (error: unknown) => void;
}

/** What a push carries: the service worker shows `text` and opens `link` (public/sw.js). */
export interface PushPayload {
  id: number;
  kind: string;
  text: string;
  link: string;
}

export class PushService {
  /** Sends in flight, for a test or a shutdown to wait for. */
  private inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly options: PushOptions,
  ) {}

  get publicKey(): string {
    return this.options.vapid.publicKey;
  }

  /** Sends each notice of the user made from now on to their devices (called at each of the hub's notifications). */
  follow(hub: NoticeHub): void {
    hub.onNotice((userId) => {
      const sending = this.deliver(userId, new Date()).catch((error) => this.fail(error));
      this.inFlight.add(sending);
      void sending.finally(() => this.inFlight.delete(sending));
    });
  }

  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private fail(error: unknown) {
    if (this.options.onFailure) this.options.onFailure(error);
    else console.error('No se pudo enviar un aviso push:', error instanceof Error ? error.message : error);
  }

  /** Takes the user's notices not pushed yet (none taken by another process) and sends them to each of their devices. */
  async deliver(userId: number, now: Date): Promise<void> {
    const devices = await devicesOf(this.db, userId);
    if (devices.length === 0) return;
    const taken = await takeUnpushed(this.db, userId, new Date(now.getTime() - PUSH_WITHIN_MS), now);
    for (const notice of taken.sort((a, b) => a.id - b.id)) {
      // Each device on its own: one that fails (a push service's 5xx, a key it refuses) keeps no other from its notice.
      const sent = await Promise.allSettled(devices.map((device) => this.send(device, notice)));
      for (const result of sent) if (result.status === 'rejected') this.fail(result.reason);
    }
  }

  private async send(device: PushDevice, payload: PushPayload): Promise<void> {
    const request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(payload),
      { vapidDetails: this.options.vapid, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'normal' },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body as Buffer),
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) {
      await deleteDevice(this.db, device.id);
    } else if (!response.ok) {
      throw new Error(`el servicio de avisos respondió ${response.status}`);
    }
  }

  /** The caller's device subscribed in their session: made theirs (a device is one user's), or renewed. */
  async subscribe(userId: number, sessionId: string, input: PushSubscriptionInput, now: Date): Promise<void> {
    if (!knownEndpoint(input.endpoint, this.options.localService ?? false)) throw badRequest('VALIDATION_FAILED', MSG.push.endpointInvalid);
    const values = { userId, sessionId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, createdAt: now };
    await upsertDevice(this.db, values, DEVICES_PER_USER);
  }

  /** The caller's device no longer told (another user's subscription is left alone). */
  async unsubscribe(userId: number, endpoint: string): Promise<void> {
    await deleteUserDevice(this.db, userId, endpoint);
  }
}

/** A session's log-out removes the devices subscribed in it. */
export async function forgetSessionDevices(db: Db, sessionId: string): Promise<void> {
  await deleteSessionDevices(db, sessionId);
}

/** Ending all of a user's sessions (log out everywhere, a new password or e-mail) removes all their devices. */
export async function forgetUserDevices(db: Db, userIds: number[]): Promise<void> {
  if (userIds.length > 0) await deleteUsersDevices(db, userIds);
}
