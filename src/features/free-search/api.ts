/** The free-field search's calls: the actor machines/freeSearch.ts invokes, and a field's public page. */
import { fromPromise } from 'xstate';
import type { FreeSearch } from '../../../domain/schemas';
import type { FreeSearchAnswer } from '../../../machines/freeSearch';
import * as fieldsApi from '../../api/endpoints/fields';

/** The real actors of machines/freeSearch.ts: the free fields and, when there are none, the near times (docs/api.md, "Free fields"). */
export const freeSearchActors = {
  search: fromPromise<FreeSearchAnswer, FreeSearch>(async ({ input, signal }) => {
    const free = await fieldsApi.free(input, signal);
    return { free, near: free.length > 0 ? [] : await fieldsApi.freeNear(input, signal) };
  }),
};

/** A field's page for anyone: its data, when its bookings ahead take place, its closed days. */
export const loadPublicField = (id: number) => fieldsApi.publicPage(id);
