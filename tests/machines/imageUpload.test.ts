/** The picture-change flow: the image rule of spec §5 is applied before any upload. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { imageUploadMachine } from '../../machines/imageUpload';

const file = (type: string, size: number, name = 'foto') => new File([new Uint8Array(size)], name, { type });

function run(upload: (f: File) => Promise<unknown>) {
  const log: string[] = [];
  const actor = createActor(
    imageUploadMachine.provide({
      actors: { upload: fromPromise<unknown, File>(({ input }) => upload(input)) },
      actions: {
        uploaded: (_, { output }) => void log.push(`uploaded:${String(output)}`),
        failed: (_, { error }) => void log.push(`failed:${(error as Error).message}`),
      },
    }),
  ).start();
  return { actor, log };
}

describe('imageUploadMachine', () => {
  it('refuses a file that is not an image and never uploads it', () => {
    const sent: File[] = [];
    const { actor } = run(async (f) => sent.push(f));
    actor.send({ type: 'CHOOSE', file: file('text/plain', 10, 'notas.txt') });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.problem?.title).toBe('Formato no válido');
    actor.send({ type: 'UPLOAD' });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(sent).toHaveLength(0);
  });

  it('refuses an image over 2 MB, and a good image afterwards clears the problem', () => {
    const { actor } = run(async () => 'ok');
    actor.send({ type: 'CHOOSE', file: file('image/png', 2 * 1024 * 1024 + 1) });
    expect(actor.getSnapshot().context.problem?.title).toBe('Tamaño de archivo demasiado grande');
    actor.send({ type: 'CHOOSE', file: file('image/png', 100) });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it('a bad choice while ready drops the good file', () => {
    const { actor } = run(async () => 'ok');
    actor.send({ type: 'CHOOSE', file: file('image/png', 100) });
    actor.send({ type: 'CHOOSE', file: file('application/pdf', 100) });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.file).toBeNull();
  });

  it('uploads the chosen image, reports it and starts clean', async () => {
    const { actor, log } = run(async (f) => f.name);
    actor.send({ type: 'CHOOSE', file: file('image/jpeg', 100, 'yo.jpg') });
    actor.send({ type: 'UPLOAD' });
    expect(actor.getSnapshot().value).toBe('uploading');
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().value).toBe('uploading');
    await waitFor(actor, (s) => s.matches('empty'));
    expect(log).toEqual(['uploaded:yo.jpg']);
    expect(actor.getSnapshot().context).toEqual({ file: null, problem: null });
  });

  it('a failed upload keeps the file so it can be tried again', async () => {
    const { actor, log } = run(async () => {
      throw new Error('413');
    });
    actor.send({ type: 'CHOOSE', file: file('image/png', 100) });
    actor.send({ type: 'UPLOAD' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(log).toEqual(['failed:413']);
    expect(actor.getSnapshot().context.file).not.toBeNull();
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().value).toBe('empty');
  });
});
