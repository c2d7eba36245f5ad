/** The picture dialog (./ImageUploadDialog.tsx, with its machine), in a chunk that comes after the screen's first paint (./deferred.tsx). */
import { deferredDialog } from './deferred';
import type { ImageUploadDialog } from './ImageUploadDialog';

export const ImageUploadModal = deferredDialog(() => import('./ImageUploadDialog').then((m) => m.ImageUploadDialog)) as typeof ImageUploadDialog;
