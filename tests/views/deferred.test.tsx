// @vitest-environment happy-dom
/**
 * Parts whose code comes later (src/components/deferred.tsx, src/components/DateField.tsx): a dialog downloads its
 * code when it first opens, holding its place with 'Cargando' meanwhile; a date field downloads its picker when it is
 * wanted, and a press made before the picker came opens it once it has.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import { pickerOnIntent, type DateFieldProps } from '../../src/components/DateField';
import { deferred, deferredPart } from '../../src/components/deferred';
import { deferredDialog } from '../../src/components/deferredDialog';
import { renderView } from './setup';

let view: ReturnType<typeof renderView> | undefined;
afterEach(() => view?.unmount());

/** A chunk that arrives (or fails, as offline) when the test says so, and counts how often it was asked for. */
function chunk<P>(component: ComponentType<P>) {
  let settle!: { arrive: () => void; fail: () => void };
  const asked = { count: 0 };
  const load = () => {
    asked.count++;
    return new Promise<ComponentType<P>>((resolve, reject) => {
      settle = { arrive: () => resolve(component), fail: () => reject(new TypeError('Failed to fetch dynamically imported module')) };
    });
  };
  return { load, asked, arrive: () => act(async () => settle.arrive()), fail: () => act(async () => settle.fail()) };
}

describe('a part of a screen', () => {
  const Content = ({ text }: { text: string }) => <p>{text}</p>;
  /** The screen with the part below it. */
  const drawPart = (load: () => Promise<ComponentType<{ text: string }>>) => {
    const Part = deferredPart(load, 120);
    view = renderView(
      <>
        <p>La pantalla</p>
        <Part text="Formulario del administrador" />
      </>,
    );
  };

  it('asks for its code as it is drawn, keeps its place meanwhile, then shows itself', async () => {
    const part = chunk(Content);
    drawPart(part.load);
    expect(part.asked.count).toBe(1);
    expect((screen.getByRole('status', { name: MSG.general.loading }) as HTMLElement).style.minHeight).toBe('120px');
    await part.arrive();
    expect(screen.queryByRole('status', { name: MSG.general.loading })).toBeNull();
    expect(screen.getByText('Formulario del administrador')).toBeTruthy();
  });

  it('whose code cannot be downloaded says so in its place with Reintentar, which asks again; the screen stays', async () => {
    const part = chunk(Content);
    drawPart(part.load);
    await part.fail();
    expect(screen.getByRole('alert').textContent).toContain(MSG.failure.partFailed);
    expect(screen.getByText('La pantalla')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: MSG.failure.retry }));
    expect(part.asked.count).toBe(2);
    await part.arrive();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Formulario del administrador')).toBeTruthy();
  });
});

describe('a dialog', () => {
  type DialogProps = { opened: boolean; onClose: () => void };
  const Content = ({ opened }: DialogProps) => (opened ? <p>Contenido del diálogo</p> : null);

  function Screen({ Dialog }: { Dialog: ComponentType<DialogProps> }) {
    const [opened, setOpened] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpened((o) => !o)}>
          Abrir
        </button>
        <p>La pantalla</p>
        <Dialog opened={opened} onClose={() => setOpened(false)} />
      </>
    );
  }

  it('downloads nothing until it opens, says Cargando while its code comes, then shows itself', async () => {
    const part = chunk(Content);
    const Dialog = deferredDialog(part.load);
    view = renderView(<Screen Dialog={Dialog} />);
    expect(part.asked.count).toBe(0);
    expect(screen.queryByRole('status', { name: MSG.general.loading })).toBeNull();

    fireEvent.click(screen.getByText('Abrir'));
    expect(part.asked.count).toBe(1);
    expect(screen.getByRole('status', { name: MSG.general.loading })).toBeTruthy();
    await part.arrive();
    expect(screen.queryByRole('status', { name: MSG.general.loading })).toBeNull();
    expect(screen.getByText('Contenido del diálogo')).toBeTruthy();

    // Closed and opened again, it is there at once.
    fireEvent.click(screen.getByText('Abrir'));
    expect(screen.queryByText('Contenido del diálogo')).toBeNull();
    fireEvent.click(screen.getByText('Abrir'));
    expect(screen.getByText('Contenido del diálogo')).toBeTruthy();
    expect(part.asked.count).toBe(1);
  });

  it('closed while its code comes, it stays closed when the code arrives', async () => {
    const part = chunk(Content);
    view = renderView(<Screen Dialog={deferredDialog(part.load)} />);
    fireEvent.click(screen.getByText('Abrir'));
    fireEvent.click(screen.getByText('Abrir'));
    expect(screen.queryByRole('status', { name: MSG.general.loading })).toBeNull();
    await part.arrive();
    expect(screen.queryByText('Contenido del diálogo')).toBeNull();
  });

  it('whose code cannot be downloaded says so in its place, with Reintentar and Cerrar; the screen stays', async () => {
    const part = chunk(Content);
    view = renderView(<Screen Dialog={deferredDialog(part.load)} />);
    fireEvent.click(screen.getByText('Abrir'));
    await part.fail();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(MSG.failure.dialogFailed);
    expect(screen.getByText('La pantalla')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: MSG.failure.retry }));
    expect(part.asked.count).toBe(2);
    expect(screen.getByRole('status', { name: MSG.general.loading })).toBeTruthy();
    await part.fail();
    fireEvent.click(screen.getByRole('button', { name: MSG.failure.close }));
    expect(screen.queryByRole('alert')).toBeNull();

    // Opened again, it tries again, and this time its code comes.
    fireEvent.click(screen.getByText('Abrir'));
    expect(part.asked.count).toBe(3);
    await part.arrive();
    expect(screen.getByText('Contenido del diálogo')).toBeTruthy();
  });
});

describe('a hint', () => {
  type TipProps = { label: string; children: ReactNode };
  const Tip = ({ label, children }: TipProps) => (
    <span data-testid="tip" data-label={label}>
      {children}
    </span>
  );
  const Bare = ({ children }: TipProps) => children;

  function render() {
    const part = chunk(Tip);
    const Hint = deferred<TipProps>(part.load, Bare);
    view = renderView(
      <Hint label="Eliminar del equipo">
        <button type="button">Quitar</button>
      </Hint>,
    );
    return part;
  }

  it('downloads nothing on a tap, and comes when a mouse comes over it', async () => {
    const part = render();
    const button = screen.getByRole('button', { name: 'Quitar' });
    fireEvent.pointerOver(button, { pointerType: 'touch' });
    expect(part.asked.count).toBe(0);
    fireEvent.pointerOver(button, { pointerType: 'mouse' });
    expect(part.asked.count).toBe(1);
    await part.arrive();
    expect(screen.getByTestId('tip').dataset.label).toBe('Eliminar del equipo');
  });

  it('comes when the keyboard focuses its control, which keeps the focus once it is in the hint', async () => {
    const part = render();
    const button = screen.getByRole('button', { name: 'Quitar' });
    // happy-dom takes every focus as the keyboard's (:focus-visible); a tap's focus, without the ring, is the browser's.
    act(() => button.focus());
    expect(part.asked.count).toBe(1);
    await part.arrive();
    const inHint = screen.getByRole('button', { name: 'Quitar' });
    expect(inHint.parentElement?.dataset.testid).toBe('tip');
    expect(document.activeElement).toBe(inHint);
  });
});

describe('a date field', () => {
  const picked: { openOnMount?: boolean }[] = [];
  function Picker(props: DateFieldProps) {
    picked.push({ openOnMount: props.openOnMount });
    return <p>Calendario de {props.label}</p>;
  }
  const base: DateFieldProps = { label: 'Fecha', value: '2026-12-03', onChange: () => {}, today: '2026-11-29' };

  it('is drawn with its label and date and downloads nothing until wanted', () => {
    const part = chunk(Picker);
    const DateField = pickerOnIntent<DateFieldProps>(part.load, (value) => `día ${value}`);
    view = renderView(<DateField {...base} />);
    expect(screen.getByRole('button', { name: 'Fecha' }).textContent).toContain('día 2026-12-03');
    expect(part.asked.count).toBe(0);
  });

  it('starts downloading when the pointer or the focus comes to it, and a press opens the calendar once it has come', async () => {
    const part = chunk(Picker);
    const DateField = pickerOnIntent<DateFieldProps>(part.load, (value) => `día ${value}`);
    view = renderView(<DateField {...base} />);
    const button = screen.getByRole('button', { name: 'Fecha' });
    fireEvent.focus(button);
    expect(part.asked.count).toBe(1);
    fireEvent.click(button);
    // Still drawn as the field while the code comes.
    expect(screen.getByRole('button', { name: 'Fecha' }).textContent).toContain('día 2026-12-03');
    picked.length = 0;
    await part.arrive();
    expect(screen.getByText('Calendario de Fecha')).toBeTruthy();
    expect(picked.at(-1)).toEqual({ openOnMount: true });
    expect(part.asked.count).toBe(1);
  });

  it('whose picker cannot be downloaded says so under the field, and the next press asks again', async () => {
    const part = chunk(Picker);
    const DateField = pickerOnIntent<DateFieldProps>(part.load, (value) => `día ${value}`);
    view = renderView(<DateField {...base} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fecha' }));
    await part.fail();
    expect(screen.getByText(MSG.failure.pickerFailed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fecha' }));
    expect(part.asked.count).toBe(2);
    await part.arrive();
    expect(screen.queryByText(MSG.failure.pickerFailed)).toBeNull();
    expect(screen.getByText('Calendario de Fecha')).toBeTruthy();
  });

  it('a date that may be removed is drawn as the picker at once (its clear button is the picker’s)', async () => {
    const part = chunk(Picker);
    const DateField = pickerOnIntent<DateFieldProps>(part.load, (value) => `día ${value}`);
    view = renderView(<DateField {...base} clearable />);
    expect(part.asked.count).toBe(1);
    picked.length = 0;
    await part.arrive();
    expect(screen.getByText('Calendario de Fecha')).toBeTruthy();
    expect(picked.at(-1)).toEqual({ openOnMount: false });
  });
});
