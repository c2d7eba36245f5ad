/**
 * The picture-change flow (docs/product.md, "Pictures"): every path of the machine's graph is replayed on
 * a real actor whose `upload` request is a fake; in each state the suite checks what the modal shows (the
 * chosen file, the problem with a refused one), that only an accepted image is ever sent, and the notices.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { IMAGE_MAX_BYTES } from '../../domain/constants';
import { imageFileProblem } from '../../domain/image';
import * as MSG from '../../domain/messages';
import { imageUploadMachine } from '../../machines/imageUpload';
import { apiError, describePaths, done, failed, fakeActors, flush, type Call } from './paths';

const file = (type: string, size: number, name = 'foto') => new File([new Uint8Array(size)], name, { type });
const photo = file('image/jpeg', 1000, 'yo.jpg');
const notes = file('text/plain', 10, 'notas.txt');
const huge = file('image/png', IMAGE_MAX_BYTES + 1, 'grande.png');

const EVENTS = [
  { type: 'CHOOSE', file: photo },
  { type: 'CHOOSE', file: notes },
  { type: 'CHOOSE', file: huge },
  { type: 'UPLOAD' },
  { type: 'RESET' },
  done('upload', { imageUrl: '/api/v1/images/abc' }),
  failed('upload', apiError(413, 'IMAGE_TOO_LARGE', 'La imagen supera el tamaño permitido.')),
] as const;

function build(calls: Call[], log: string[]) {
  return imageUploadMachine.provide({
    actors: fakeActors(['upload'], calls),
    actions: {
      onUploaded: (_, { output }) => void log.push(`uploaded:${(output as { imageUrl: string }).imageUrl}`),
      onFailed: (_, { error }) => void log.push(`failed:${(error as { response: { status: number } }).response.status}`),
    },
  });
}

describePaths({
  name: 'imageUpload',
  build,
  events: EVENTS,
  serializeEvent: (e) => JSON.stringify({ ...e, file: (e as { file?: File }).file?.name }),
  check: ({ snapshot, calls, log, event, previous }) => {
    const { context } = snapshot;
    // Only an acceptable image is ever sent.
    for (const c of calls) expect((c.input as { file: File }).file).toBe(photo);
    switch (snapshot.value) {
      case 'empty':
        expect(context.file).toBeNull();
        if (event?.type === 'CHOOSE') expect(context.problem).toEqual(imageFileProblem((event as unknown as { file: File }).file));
        if (event?.type === 'RESET') expect(context.problem).toBeNull();
        if (event?.type === 'xstate.done.actor.upload') {
          expect(log.at(-1)).toBe('uploaded:/api/v1/images/abc');
          expect(context.problem).toBeNull();
        }
        break;
      case 'ready':
        expect(context).toEqual({ file: photo, problem: null });
        if (event?.type === 'xstate.error.actor.upload') expect(log.at(-1)).toBe('failed:413');
        break;
      case 'uploading':
        expect(context.file).toBe(photo);
        expect(calls.filter((c) => !c.settled)).toHaveLength(1);
        if (previous?.value === 'ready') expect(calls.at(-1)).toMatchObject({ src: 'upload', input: { file: photo } });
        break;
      default:
        throw new Error(`unexpected state ${JSON.stringify(snapshot.value)}`);
    }
  },
});

describe('image upload, beyond the graph', () => {
  it('refuses a file that is not an image, and one over 2 MB, before anything is sent', () => {
    const calls: Call[] = [];
    const actor = createActor(build(calls, [])).start();
    actor.send({ type: 'CHOOSE', file: notes });
    expect(actor.getSnapshot().context.problem).toEqual({ title: MSG.validation.imageTypeTitle, text: MSG.validation.imageTypeText });
    actor.send({ type: 'CHOOSE', file: huge });
    expect(actor.getSnapshot().context.problem).toEqual({ title: MSG.validation.imageSizeTitle, text: MSG.validation.imageSizeText });
    actor.send({ type: 'UPLOAD' });
    expect(calls).toEqual([]);
  });

  it('uploads once, ignores clicks, resets and other files meanwhile, then starts clean', async () => {
    const calls: Call[] = [];
    const log: string[] = [];
    const actor = createActor(build(calls, log)).start();
    actor.send({ type: 'CHOOSE', file: photo });
    actor.send({ type: 'UPLOAD' });
    actor.send({ type: 'UPLOAD' });
    actor.send({ type: 'RESET' });
    actor.send({ type: 'CHOOSE', file: notes });
    expect(calls).toHaveLength(1);
    calls[0].resolve({ imageUrl: '/api/v1/images/abc' });
    await flush();
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context).toEqual({ file: null, problem: null });
    expect(log).toEqual(['uploaded:/api/v1/images/abc']);
  });
});
