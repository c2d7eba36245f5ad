/**
 * Changing a picture (profile, team shield; spec §5, §8): choose a file, which is checked against the
 * image rule before anything is sent, see it, upload it. Sending is the `upload` action the app
 * provides; its outcome comes back as UPLOADED or FAILED, so the chart holds the whole flow.
 *
 *   empty ──CHOOSE (an image of at most 2 MB)──▶ ready ──UPLOAD──▶ uploading (entry: upload)
 *   empty | ready ──CHOOSE (anything else)──▶ empty, keeping the problem to show
 *   uploading ──UPLOADED──▶ empty (onUploaded)       uploading ──FAILED──▶ ready (onFailed), file kept
 *   RESET, from any state but uploading ──▶ empty, so the modal opens clean next time
 */
import { assign, setup } from 'xstate';
import { imageFileProblem, type ImageProblem } from '../domain/image';

export interface ImageUploadContext {
  file: File | null;
  /** Why the last chosen file was refused (spec §5), shown until another file is chosen. */
  problem: ImageProblem | null;
}

export type ImageUploadEvent =
  | { type: 'CHOOSE'; file: File }
  | { type: 'UPLOAD' }
  /** `output` is the server's answer (the updated user or team). */
  | { type: 'UPLOADED'; output?: unknown }
  | { type: 'FAILED'; error?: unknown }
  | { type: 'RESET' };

const choose = [
  { guard: 'acceptable' as const, target: 'ready' as const, actions: 'keepFile' as const },
  { target: 'empty' as const, actions: 'keepProblem' as const },
];

export const imageUploadMachine = setup({
  types: { context: {} as ImageUploadContext, events: {} as ImageUploadEvent },
  actions: {
    keepFile: assign({ file: ({ event }) => (event.type === 'CHOOSE' ? event.file : null), problem: null }),
    keepProblem: assign({ file: null, problem: ({ event }) => (event.type === 'CHOOSE' ? imageFileProblem(event.file) : null) }),
    clear: assign({ file: null, problem: null }),
    upload: (_, _params: { file: File }) => {},
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
      entry: { type: 'upload', params: ({ context }) => ({ file: context.file! }) },
      on: {
        UPLOADED: { target: 'empty', actions: [{ type: 'onUploaded', params: ({ event }) => ({ output: event.output }) }, 'clear'] },
        FAILED: { target: 'ready', actions: { type: 'onFailed', params: ({ event }) => ({ error: event.error }) } },
        // A reset waits until the upload answers; so does another file, as no state above handles CHOOSE.
        RESET: {},
      },
    },
  },
});
