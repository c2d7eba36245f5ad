/** The notices' and Web Push calls (docs/api.md, "Notifications", "Push"). */
import type { Notification, Page } from '../../../domain/types';
import type { UnreadCount } from '../../../domain/unread';
import { apiHttp } from '../http';
import { data } from './shared';

export const page = (page: number, size: number, signal?: AbortSignal) =>
  data<Page<Notification>>(apiHttp.get('/notification', { params: { page, size }, signal }));
export const unread = (signal?: AbortSignal) => data<UnreadCount>(apiHttp.get('/notification/unread', { signal }));
export const markRead = (id: number) => apiHttp.put(`/notification/${id}/read`).then(() => undefined);
export const markAllRead = () => apiHttp.put('/notification/read-all').then(() => undefined);
export const pushKey = () => data<{ publicKey: string }>(apiHttp.get('/push/key')).then((r) => r.publicKey);
export const subscribePush = (subscription: PushSubscriptionJSON) => apiHttp.post('/push/subscription', subscription).then(() => undefined);
export const unsubscribePush = (endpoint: string) => apiHttp.delete('/push/subscription', { data: { endpoint } }).then(() => undefined);

/** Where the live stream is (the API's base, as the HTTP client has it). */
export const NOTICE_STREAM_URL = `${import.meta.env.VITE_API_URL ?? ''}/api/v1/notification/stream`;
