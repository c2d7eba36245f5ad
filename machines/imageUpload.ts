/**
 * Changing a picture (profile, team): choose a file, which is checked against the image rule before
 * anything is sent, see it, upload it. The upload is an actor and the outcomes are actions that the
 * view provides (the success message, closing the modal, reloading the owner of the picture).
 *
 *   empty ──CHOOSE (an image of at most 2 MB)──▶ ready ──UPLOAD──▶ uploading
 *   empty | ready ──CHOOSE (anything else)──▶ empty, keeping the problem to show
 *   uploading ──done──▶ empty (action `uploaded`)      uploading ──error──▶ ready (action `failed`)
 *   RESET, from any state but uploading ──▶ empty, so the modal opens clean next time
 */
import { assign, fromPromise, setup } from 'xstate';
import { imageFileProblem, type ImageProblem } from '../domain/image';

export interface ImageUploadContext {
  file: File | null;
  /** Why the last chosen file was refused (spec §5), shown until another file is chosen. */
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
    upload: fromPromise<unknown, File>(async () => {
      throw new Error('upload actor not provided');
    }),
  },
  actions: {
    keepFile: assign({ file: ({ event }) => (event.type === 'CHOOSE' ? event.file : null), problem: null }),
    clear: assign({ file: null, problem: null }),
    keepProblem: assign({ file: null, problem: ({ event }) => (event.type === 'CHOOSE' ? imageFileProblem(event.file) : null) }),
    uploaded: (_, _params: { output: unknown }) => {},
    failed: (_, _params: { error: unknown }) => {},
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
      // A change of file or a reset waits until the upload answers.
      on: { RESET: {}, CHOOSE: {} },
      invoke: {
        src: 'upload',
        input: ({ context }) => context.file!,
        onDone: { target: 'empty', actions: [{ type: 'uploaded', params: ({ event }) => ({ output: event.output }) }, 'clear'] },
        onError: { target: 'ready', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
