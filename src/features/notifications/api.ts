/** The notices' screen calls (docs/api.md, "Notifications"). */
import { NOTIFICATION_PAGE_SIZE } from '../../../domain/constants';
import * as notificationsApi from '../../api/endpoints/notifications';

/** A page of the user's notices, newest first (`page` from 0). */
export const loadNotices = (page: number, signal?: AbortSignal) => notificationsApi.page(page, NOTIFICATION_PAGE_SIZE, signal);
export const markNoticeRead = (id: number) => notificationsApi.markRead(id);
export const markAllNoticesRead = () => notificationsApi.markAllRead();
