/**
 * Where the search sits on /home and home-player. Its code is a chunk of its own: on /home (prerendered, with a strict
 * weight budget, docs/architecture.md) it comes at the visitor's first touch of the page (a tap, a key, the focus, a
 * scroll or the mouse moving) or on 'Elegir día y hora', which the page shows until then; on home-player at once.
 */
import { Box, Button, Group, Loader } from '@mantine/core';
import { useEffectEvent, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import type { FreeSearchSectionProps } from './FreeSearchSection';
import * as MSG from '../../../domain/messages';
import { withFailedStyles } from '../../components/failedStyles';
import { SearchFrame } from './SearchFrame';
import { entryKeepsSearch } from './searchOnEntry';

const load = withFailedStyles(() => import('./FreeSearchSection').then((m) => m.default));
/**
 * The height the search's form takes below its heading, held while its code comes, so that the page below does not move
 * down when it arrives: a tap whose press brought the code would be released on another place of the page. Measured in
 * Chromium: 216 px on a phone up to 419 px wide, 184 px from 420 to 575 (where the page moves up 32 px), 163 px from
 * Mantine's `xs` on.
 */
const FORM_HEIGHT = { base: 216, xs: 163 };
const TOUCHES = ['pointerdown', 'pointermove', 'keydown', 'focusin', 'scroll'] as const;

export function FreeSearchEntry({ eager = false, ...shown }: { eager?: boolean } & FreeSearchSectionProps) {
  const [Section, setSection] = useState<ComponentType<FreeSearchSectionProps> | null>(null);
  const [asked, setAsked] = useState(false);
  const loading = useRef(false);
  const bring = () => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (component) => setSection(() => component),
      () => {
        // Not downloaded (offline): the button stays, and a press tries again.
        loading.current = false;
        setAsked(false);
      },
    );
  };
  // Brought by the page itself (after the first render, hydration on /home), not by a press. The touches are listened
  // for in the commit that hydrates the page, not in an effect after it: a key pressed in between would be missed, and
  // the search would wait for another touch.
  const bringNow = useEffectEvent(bring);
  useLayoutEffect(() => {
    // Back on the page from a result: its search comes at once, answered again.
    if (eager || entryKeepsSearch()) {
      bringNow();
      return;
    }
    const touched = () => bringNow();
    for (const event of TOUCHES) addEventListener(event, touched, { capture: true, passive: true, once: true });
    return () => {
      for (const event of TOUCHES) removeEventListener(event, touched, { capture: true });
    };
  }, [eager]);
  if (Section) return <Section {...shown} />;
  return (
    <SearchFrame>
      <Box mih={FORM_HEIGHT}>
        {eager ? (
          <Loader size="sm" />
        ) : (
          <Group>
            <Button
              loading={asked}
              onClick={() => {
                setAsked(true);
                bring();
              }}
            >
              {MSG.searchEntry.open}
            </Button>
          </Group>
        )}
      </Box>
    </SearchFrame>
  );
}
