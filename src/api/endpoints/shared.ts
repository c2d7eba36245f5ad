/** What every resource's calls share (docs/api.md): the role's path segment, the answer's body, an image upload. */
import type { Role } from '../../../domain/constants';
import { apiHttp } from '../http';

export const rolePath = (role: Role) => (role === 'FIELD_ADMIN' ? 'admin' : 'player');
export const data = <T>(p: Promise<{ data: T }>) => p.then((r) => r.data);
/** A request's key, the same when the same request is sent again (docs/api.md, "A lost answer"). */
export const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });

export function upload(url: string, file: File) {
  const body = new FormData();
  body.append('file', file);
  return data<{ imageUrl: string }>(apiHttp.post(url, body));
}
