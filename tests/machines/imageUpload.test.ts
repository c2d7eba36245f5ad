/**
 * The picture-change flow (spec §5, §8). Model-based: createTestModel walks every path, each is replayed
 * on a real actor, and the suite proves every state and transition of the real machine was reached.
 * Then the effects: the image rule is applied before any upload, and only one upload is ever sent.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { IMAGE_MAX_BYTES } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import { imageUploadMachine } from '../../machines/imageUpload';
import { describeModelBased } from './coverage';

const file = (type: string, size: number, name = 'foto') => new File([new Uint8Array(size)], name, { type });
const photo = file('image/jpeg', 1000, 'yo.jpg');
const notes = file('text/plain', 10, 'notas.txt');
const huge = file('image/png', IMAGE_MAX_BYTES + 1, 'grande.png');

const EVENTS = [
  { type: 'CHOOSE', file: photo },
  { type: 'CHOOSE', file: notes },
  { type: 'CHOOSE', file: huge },
  { type: 'UPLOAD' },
  { type: 'UPLOADED', output: { imageUrl: '/api/v1/images/abc' } },
  { type: 'FAILED', error: new Error('413') },
  { type: 'RESET' },
] as const;

/** The real machine with its effects recorded instead of performed. */
function recordingMachine(log: string[]) {
  return imageUploadMachine.provide({
    actions: {
      upload: (_, { file: f }) => void log.push(`upload:${f.name}`),
      onUploaded: () => void log.push('uploaded'),
      onFailed: (_, { error }) => void log.push(`failed:${(error as Error).message}`),
    },
  });
}

type Snap = { value: unknown; context: { file: File | null; problem: { title: string } | null } };

// Every File serializes as {}, so states and events are told apart by the file's name. The event and
// the state it came from are part of a state's key, so that every edge, also one back to a state
// already seen (CHOOSE while ready, RESET ignored while uploading), lies on some path.
const eventKey = (e: { type: string; file?: File } | undefined) => (e ? JSON.stringify({ ...e, file: e.file?.name }) : '');
describeModelBased('imageUpload', recordingMachine([]), {
  events: EVENTS,
  serializeState: (s: Snap, e?: { type: string; file?: File }, prev?: Snap) =>
    JSON.stringify([s.value, s.context.file?.name ?? null, s.context.problem?.title ?? null, eventKey(e), prev?.value ?? null]),
  serializeEvent: eventKey,
});

describe('image upload machine effects', () => {
  const run = (...events: (typeof EVENTS)[number][]) => {
    const log: string[] = [];
    const actor = createActor(recordingMachine(log)).start();
    for (const e of events) actor.send(e);
    return { log, snapshot: actor.getSnapshot() };
  };

  it('a file that is not an image is refused and never uploaded', () => {
    const { log, snapshot } = run({ type: 'CHOOSE', file: notes }, { type: 'UPLOAD' });
    expect(snapshot.value).toBe('empty');
    expect(snapshot.context.problem).toEqual({ title: MSG.validation.imageTypeTitle, text: MSG.validation.imageTypeText });
    expect(log).toEqual([]);
  });

  it('an image over 2 MB is refused; a good one afterwards clears the problem', () => {
    const refused = run({ type: 'CHOOSE', file: huge });
    expect(refused.snapshot.context.problem).toEqual({ title: MSG.validation.imageSizeTitle, text: MSG.validation.imageSizeText });
    const { snapshot } = run({ type: 'CHOOSE', file: huge }, { type: 'CHOOSE', file: photo });
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context).toEqual({ file: photo, problem: null });
  });

  it('a bad choice while ready drops the good file', () => {
    const { snapshot } = run({ type: 'CHOOSE', file: photo }, { type: 'CHOOSE', file: notes });
    expect(snapshot.value).toBe('empty');
    expect(snapshot.context.file).toBeNull();
  });

  it('uploads the chosen image once, ignores clicks and resets meanwhile, and starts clean after', () => {
    const { log, snapshot } = run(
      { type: 'CHOOSE', file: photo },
      { type: 'UPLOAD' },
      { type: 'UPLOAD' },
      { type: 'RESET' },
      { type: 'CHOOSE', file: notes },
      EVENTS[4],
    );
    expect(log).toEqual(['upload:yo.jpg', 'uploaded']);
    expect(snapshot.value).toBe('empty');
    expect(snapshot.context).toEqual({ file: null, problem: null });
  });

  it('a failed upload keeps the file so it can be sent again', () => {
    const { log, snapshot } = run({ type: 'CHOOSE', file: photo }, { type: 'UPLOAD' }, EVENTS[5], { type: 'UPLOAD' });
    expect(log).toEqual(['upload:yo.jpg', 'failed:413', 'upload:yo.jpg']);
    expect(snapshot.value).toBe('uploading');
  });
});
