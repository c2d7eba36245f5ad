/**
 * The public home's list (`GET /field/active`) kept in the process (services/kept.ts): it changes only when
 * an administrator edits a field or their name, and it is the most read answer of the API.
 *
 * Every change that affects it runs `notifyFieldsChanged` inside its transaction and the route that made it
 * calls `invalidate()` after the commit.
 */
import type { Field } from '../../domain/types';
import { Kept } from './kept';

export { FIELDS_CHANNEL, notifyFieldsChanged } from '../data/fields';

export class ActiveFieldsCache extends Kept<Field[]> {
  get(load: () => Promise<Field[]>): Promise<Field[]> {
    return this.getOrLoad('', load);
  }
}
