/**
 * Parts of a screen whose code is not part of the screen's first paint (docs/architecture.md, "Lazy chunks"): the
 * hints, whose chunk comes when a mouse or the keyboard comes to them, and the parts below the first paint or for one
 * role only, whose chunk comes as they are first rendered. The dialogs are ./deferredDialog.tsx, the date pickers
 * ./DateField.tsx. A chunk that cannot be downloaded (the phone offline) leaves the screen as it was: the part says so
 * where it would have been, and is asked for again at the next try.
 */
import { Button, Group, Text } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import * as MSG from '../../domain/messages';
import { chunk, useChunk } from './chunks';
import classes from './deferred.module.css';

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
