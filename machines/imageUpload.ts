/**
 * Changing a picture (profile, team shield; docs/product.md, "Pictures"): choose a file, which is checked
 * against the image rule before anything is sent, see it, upload it. Sending is the `upload` actor that
 * `uploading` invokes; the app provides it (src/components/ImageUploadModal.tsx, from the screen's own
 * upload call).
 *
 *   empty ──CHOOSE (an image of at most 2 MB)──▶ ready ──UPLOAD──▶ uploading (invoke: upload)
 *   empty | ready ──CHOOSE (anything else)──▶ empty, keeping the problem to show
 *   uploading ──done──▶ empty (onUploaded)       uploading ──error──▶ ready (onFailed), file kept
 *   RESET, from any state but uploading ──▶ empty, so the modal opens clean next time
 */
import { assign, fromPromise, setup } from 'xstate';
import { imageFileProblem, type ImageProblem } from '../domain/image';

export interface ImageUploadContext {
  file: File | null;
  /** Why the last chosen file was refused (docs/product.md: Validation), shown until another file is chosen. */
  problem: ImageProblem | null;
}

export type ImageUploadEvent = { type: 'CHOOSE'; file: File } | { type: 'UPLOAD' } | { type: 'RESET' };

const choose = [
  { guard: 'acceptable' as const, target: 'ready' as const, actions: 'keepFile' as const },
  { target: 'empty' as const, actions: 'keepProblem' as const },
];

export const imageUploadMachine = setup({
  types: { context: {} as ImageUploadContext, events: {} as ImageUploadEvent },
  actors: {
    /** Sends the file; answers the server's answer (the updated user or team, or the image's URL). */
    upload: fromPromise<unknown, { file: File }>(() => Promise.reject(new Error('imageUpload: actor upload not provided'))),
  },
  actions: {
    keepFile: assign({ file: ({ event }) => (event.type === 'CHOOSE' ? event.file : null), problem: null }),
    keepProblem: assign({ file: null, problem: ({ event }) => (event.type === 'CHOOSE' ? imageFileProblem(event.file) : null) }),
    clear: assign({ file: null, problem: null }),
    onUploaded: (_, _params: { output: unknown }) => {},
    onFailed: (_, _params: { error: unknown }) => {},
  },
  guards: {
    acceptable: ({ event }) => event.type === 'CHOOSE' && imageFileProblem(event.file) === null,
  },
}).createMachine({
  id: 'imageUpload',
  context: { file: null, problem: null },
  initial: 'empty',
  on: { RESET: { target: '.empty', actions: 'clear' } },
  states: {
    empty: { on: { CHOOSE: choose } },
    ready: { on: { CHOOSE: choose, UPLOAD: 'uploading' } },
    uploading: {
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({ file: context.file! }),
        onDone: { target: 'empty', actions: [{ type: 'onUploaded', params: ({ event }) => ({ output: event.output }) }, 'clear'] },
        onError: { target: 'ready', actions: { type: 'onFailed', params: ({ event }) => ({ error: event.error }) } },
      },
      on: {
        // A reset waits until the upload answers; so does another file, as no state above handles CHOOSE.
        RESET: {},
      },
    },
  },
});
