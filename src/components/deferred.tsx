/**
 * Parts of a screen whose code is not part of the screen's first paint (docs/architecture.md, "Lazy chunks"): the
 * hints, whose chunk comes when a mouse or the keyboard comes to them; the date pickers, whose chunk comes when a field is
 * wanted (./DateField.tsx); and the dialogs with the forms inside them, whose chunks come when they first open. A
 * visit downloads only what it uses. A chunk that cannot be downloaded (the phone offline) leaves the screen as it
 * was: the part says so where it would have been, and is asked for again at the next try.
 */
import { Button, Group, Loader, Paper, Text } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import * as MSG from '../../domain/messages';
import classes from './deferred.module.css';
import { withFailedStyles } from './failedStyles';

const loaders = new Set<() => Promise<unknown>>();

/**
 * Downloads every deferred part declared so far, and those their chunks declare in turn (the view suites call it
 * before their tests).
 */
export async function preloadDeferred(): Promise<void> {
  for (let done = 0; done < loaders.size;) {
    done = loaders.size;
    await Promise.all([...loaders].map((load) => load()));
  }
}

export interface Chunk<C> {
  /** Downloads the chunk once (again after a failure); resolves to what it holds. */
  preload: () => Promise<C>;
  /** What it holds, once downloaded. */
  loaded: () => C | undefined;
}

/** A chunk of a deferred part, downloaded at its first `preload`. */
export function chunk<C>(load: () => Promise<C>): Chunk<C> {
  let loaded: C | undefined;
  let loading: Promise<C> | undefined;
  const download = withFailedStyles(load);
  const preload = () =>
    (loading ??= download().then(
      (value) => (loaded = value),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  loaders.add(preload);
  return { preload, loaded: () => loaded };
}

/**
 * The component a chunk holds, asked for once `wanted`: undefined until it has come, at once if it already had
 * (a part then renders with no fallback). `failed` when it could not be downloaded; `retry` asks again.
 */
export function useChunk<P>(part: Chunk<ComponentType<P>>, wanted: boolean) {
  const [component, setComponent] = useState(part.loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || component || failed) return;
    let current = true;
    part.preload().then(
      (loaded) => current && setComponent(() => loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [part, wanted, component, failed]);
  return { component, failed, retry: () => setFailed(false) };
}

/**
 * `load`'s component, rendered as `Fallback` until it is wanted: its chunk comes when a mouse comes over it or the
 * keyboard focuses it (a finger's tap does not: what it adds, a hint, shows on hover and focus only). The keyboard's
 * focus stays on the control the fallback drew when the loaded component takes its place.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, Fallback: ComponentType<P>) {
  const part = chunk(load);
  function Deferred(props: P) {
    const [wanted, setWanted] = useState(false);
    const { component: Loaded } = useChunk(part, wanted);
    const place = useRef<HTMLSpanElement>(null);
    const focused = useRef(false);
    // Read as the loaded component is about to replace the fallback, whose control may have the focus.
    if (Loaded && !focused.current) focused.current = Boolean(place.current?.contains(document.activeElement));
    useLayoutEffect(() => {
      if (Loaded && focused.current) place.current?.querySelector<HTMLElement>('button, a[href], input, [tabindex]')?.focus();
    }, [Loaded]);
    // Listened to on the place, around whatever control the part draws: the span itself does nothing.
    useEffect(() => {
      const at = place.current;
      if (!at || wanted) return;
      const want = (event: Event) => {
        const intent =
          event.type === 'pointerover' ? (event as PointerEvent).pointerType !== 'touch' : (event.target as Element).matches(':focus-visible');
        if (intent) setWanted(true);
      };
      at.addEventListener('pointerover', want);
      at.addEventListener('focusin', want);
      return () => {
        at.removeEventListener('pointerover', want);
        at.removeEventListener('focusin', want);
      };
    }, [wanted]);
    return (
      <span ref={place} className={classes.place}>
        {Loaded ? <Loaded {...props} /> : <Fallback {...props} />}
      </span>
    );
  }
  return Object.assign(Deferred, part);
}

/**
 * A dialog whose code comes when it first opens: nothing is rendered until then (and from then on it stays, for its
 * closing transition and its state). While its chunk downloads, a spinner over the screen holds the place of the
 * dialog and keeps a second tap from reaching the screen below; a chunk that cannot be downloaded says so in the
 * dialog's place, with 'Reintentar' and 'Cerrar'.
 */
export function deferredDialog<P extends { opened: boolean; onClose: () => void }>(load: () => Promise<ComponentType<P>>) {
  const part = chunk(load);
  function DeferredDialog(props: P) {
    const { component: Dialog, failed, retry } = useChunk(part, props.opened);
    // Closed after a failure: the next opening asks again.
    if (!props.opened && failed) retry();
    if (Dialog) return <Dialog {...props} />;
    if (!props.opened) return null;
    return failed ? <DialogFailed onRetry={retry} onClose={props.onClose} /> : <DialogLoading />;
  }
  return Object.assign(DeferredDialog, part);
}

/**
 * A part of the screen that its first paint does not need (below it, or for one role only): its chunk is asked for as
 * the part is first rendered, its place kept meanwhile (`minHeight`, so nothing below it jumps), and a chunk that
 * cannot be downloaded says so in that place, with 'Reintentar'.
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>, minHeight: number) {
  const part = chunk(load);
  function DeferredPart(props: P) {
    const { component: Part, failed, retry } = useChunk(part, true);
    if (Part) return <Part {...props} />;
    if (!failed) return <div style={{ minHeight }} role="status" aria-label={MSG.general.loading} />;
    return (
      <Group role="alert" gap="sm" mih={minHeight} align="center">
        <Text size="sm">{MSG.failure.partFailed}</Text>
        <Button size="xs" variant="default" onClick={retry}>
          {MSG.failure.retry}
        </Button>
      </Group>
    );
  }
  return Object.assign(DeferredPart, part);
}

function DialogLoading() {
  return (
    <div className={classes.dialogPlace} role="status" aria-label={MSG.general.loading}>
      <Loader size="md" />
    </div>
  );
}

function DialogFailed({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  return (
    <div className={classes.dialogPlace} data-failed>
      <Paper role="alert" shadow="md" radius="md" p="lg" m="md" maw={360} withBorder>
        <Text>{MSG.failure.dialogFailed}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {MSG.failure.close}
          </Button>
          <Button onClick={onRetry}>{MSG.failure.retry}</Button>
        </Group>
      </Paper>
    </div>
  );
}
