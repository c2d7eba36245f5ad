// @vitest-environment happy-dom
/**
 * Changing a picture as the user does it (docs/product.md, "Pictures"): every path of the image-upload
 * graph is replayed against ImageUploadModal, with the screen's upload call replaced by a fake. In each
 * state the suite checks what the modal shows (the chosen file and its preview, the problem with a
 * refused file, 'Subir foto' enabled or not, the spinner), the notices, and that only an accepted image is
 * ever sent.
 */
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, vi } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../domain/constants';
import { imageFileProblem } from '../../domain/image';
import * as MSG from '../../domain/messages';
import { imageUploadMachine } from '../../machines/imageUpload';
import { ImageUploadModal } from '../../src/components/ImageUploadModal';
import { apiError, describeViewPaths, done, failed, type Call } from '../machines/paths';
import { actAsync, buttonLabelled, isShown, renderView, shownDialog } from './setup';

vi.mock('../../src/inspect', async () => ({ inspector: (await import('../machines/paths')).viewInspector }));

const file = (type: string, size: number, name: string) => new File([new Uint8Array(size)], name, { type });
const photo = file('image/jpeg', 2048, 'yo.jpg');
const notes = file('text/plain', 10, 'notas.txt');
const huge = file('image/png', IMAGE_MAX_BYTES + 1, 'grande.png');
const TOO_LARGE = 'La imagen supera el tamaño permitido.';

const EVENTS = [
  { type: 'CHOOSE', file: photo },
  { type: 'CHOOSE', file: notes },
  { type: 'CHOOSE', file: huge },
  { type: 'UPLOAD' },
  { type: 'RESET' },
  done('upload', { imageUrl: '/api/v1/images/abc' }),
  failed('upload', apiError(413, 'IMAGE_TOO_LARGE', TOO_LARGE)),
] as const;

/** A screen with a picture: 'Cambiar mi foto' opens the modal, which closes itself when done. */
function Profile({ calls, log }: { calls: Call[]; log: string[] }) {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Cambiar mi foto
      </button>
      <ImageUploadModal
        opened={opened}
        onClose={() => {
          log.push('closed');
          setOpened(false);
        }}
        upload={(chosen: File) =>
          new Promise((resolve, reject) =>
            calls.push({
              src: 'upload',
              id: 'upload',
              input: { file: chosen },
              signal: new AbortController().signal,
              settled: false,
              resolve,
              reject,
            }),
          )
        }
        onUploaded={(output) => void log.push(`uploaded:${(output as { imageUrl: string }).imageUrl}`)}
        currentImage="/api/v1/images/actual"
        fallbackImage="/img/persona.png"
      />
    </>
  );
}

const dialog = shownDialog;
const inModal = (label: string) => buttonLabelled(label, dialog()!)!;
const pending = (calls: Call[]) => calls.filter((c) => !c.settled);
const alert = () => {
  const shown = dialog()!.querySelector('[role="alert"]');
  return isShown(shown) ? shown : null;
};

describeViewPaths({
  name: 'imageUpload',
  machine: imageUploadMachine,
  events: EVENTS,
  serializeEvent: (e) => JSON.stringify({ ...e, file: (e as { file?: File }).file?.name }),
  act: actAsync,
  render: ({ calls, log }) => renderView(<Profile calls={calls} log={log} />),
  drive: (event, { actor, snapshot }) => {
    // A closed modal is opened again first, as the user would.
    if (!dialog()) fireEvent.click(buttonLabelled('Cambiar mi foto')!);
    switch (event.type) {
      case 'CHOOSE': {
        if (snapshot.matches('uploading')) {
          // No file can be chosen while uploading: the machine must ignore one anyway.
          expect(inModal('Elegir imagen').disabled).toBe(true);
          actor.send(event);
          return;
        }
        const input =
          dialog()!.querySelector<HTMLInputElement>('input[type="file"]') ?? document.querySelector<HTMLInputElement>('input[type="file"]')!;
        fireEvent.change(input, { target: { files: [(event as unknown as { file: File }).file] } });
        return;
      }
      case 'UPLOAD':
        fireEvent.click(inModal('Subir foto'));
        return;
      case 'RESET':
        if (snapshot.matches('uploading')) {
          // The modal cannot be closed while uploading; were a reset sent anyway, the machine waits.
          expect(inModal(MSG.auth.cancel).disabled).toBe(true);
          expect(dialog()!.querySelector('.mantine-Modal-close')).toBeNull();
          actor.send(event);
          return;
        }
        fireEvent.click(inModal(MSG.auth.cancel));
        return;
      default:
        throw new Error(`no user step for ${event.type}`);
    }
  },
  check: ({ snapshot, calls, log, event }) => {
    const { context } = snapshot;
    // Only an acceptable image is ever sent.
    for (const c of calls) expect((c.input as { file: File }).file).toBe(photo);
    switch (snapshot.value) {
      case 'empty': {
        expect(pending(calls)).toEqual([]);
        if (event?.type === 'xstate.done.actor.upload') {
          // 'Foto actualizada', the screen takes the answer, and the modal closes.
          expect(screen.getByText(MSG.image.updated)).toBeTruthy();
          expect(log.slice(-2)).toEqual(['uploaded:/api/v1/images/abc', 'closed']);
          expect(dialog()).toBeNull();
          break;
        }
        if (event?.type === 'RESET') {
          expect(log.at(-1)).toBe('closed');
          expect(dialog()).toBeNull();
          break;
        }
        const modal = dialog()!;
        expect(modal.textContent).toContain('Elige una imagen de hasta 2 MB.');
        expect(modal.querySelector('img')!.getAttribute('alt')).toBe('Foto actual');
        expect(inModal('Subir foto').disabled).toBe(true);
        // A refused file's problem shows until another file is chosen or the modal is closed.
        const chosen = (event as unknown as { file?: File } | undefined)?.file;
        if (event?.type === 'CHOOSE' && chosen) expect(context.problem).toEqual(imageFileProblem(chosen));
        if (event === undefined) expect(context.problem).toBeNull();
        if (context.problem) {
          expect(alert()!.textContent).toContain(context.problem.title);
          expect(alert()!.textContent).toContain(context.problem.text);
        } else {
          expect(alert()).toBeNull();
        }
        break;
      }
      case 'ready': {
        const modal = dialog()!;
        expect(modal.textContent).toContain('yo.jpg · 2 KB');
        expect(modal.querySelector('img')!.getAttribute('alt')).toBe('Vista previa de la nueva foto');
        expect(alert()).toBeNull();
        expect(inModal('Subir foto').disabled).toBe(false);
        expect(inModal('Elegir imagen').disabled).toBe(false);
        expect(pending(calls)).toEqual([]);
        if (event?.type === 'xstate.error.actor.upload') {
          expect(screen.getByText(MSG.image.uploadFailed)).toBeTruthy();
          expect(screen.getByText(TOO_LARGE)).toBeTruthy();
        }
        expect(context.file).toBe(photo);
        break;
      }
      case 'uploading': {
        const modal = dialog()!;
        expect(inModal('Subir foto').getAttribute('data-loading')).toBe('true');
        expect(inModal(MSG.auth.cancel).disabled).toBe(true);
        expect(inModal('Elegir imagen').disabled).toBe(true);
        expect(modal.textContent).toContain('yo.jpg');
        expect(pending(calls)).toHaveLength(1);
        expect(calls.at(-1)).toMatchObject({ src: 'upload', input: { file: photo } });
        break;
      }
      default:
        throw new Error(`unexpected state ${JSON.stringify(snapshot.value)}`);
    }
  },
});
