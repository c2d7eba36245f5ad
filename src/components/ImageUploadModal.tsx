/** The picture dialog (./ImageUploadDialog.tsx, with its machine), in a chunk that comes when it first opens (./deferredDialog.tsx). */
import { featureDialog } from './TitledModal';
import type { ImageUploadDialog } from './ImageUploadDialog';

export const ImageUploadModal = featureDialog(() => import('./ImageUploadDialog').then((m) => m.ImageUploadDialog)) as typeof ImageUploadDialog;
