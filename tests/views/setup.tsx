/**
 * What the view suites share: the browser APIs Mantine needs and happy-dom lacks, and the app's
 * providers (src/main.tsx) around a view: the router, the theme, modals labelled 'Aceptar'/'Cancelar', notifications.
 * Mantine runs with env="test": no transitions and no portals, so a modal is in the page at once.
 */
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { isInaccessible } from '@testing-library/dom';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { act, type ReactElement } from 'react';
import { beforeAll } from 'vitest';
import { BrowserRouter } from 'react-router-dom';
import { preloadDeferred } from '../../src/components/chunks';
import { loadOverlays } from '../../src/components/overlays';
import { cssVariablesResolver, theme } from '../../src/theme';
import { dayLabel } from '../../domain/calendar';

// The app loads dialogs and toasts with the first one (src/components/overlays.tsx); the suites load them
// up front, so a step's dialog is in the page as soon as the step is done, with the providers given below.
await loadOverlays();
// Date pickers and dialogs come after a screen's first paint (src/components/deferred.tsx): the suites download them
// before their tests, once every module of the file has declared its own.
beforeAll(() => preloadDeferred());

// React's act needs to know it runs in a test (Testing Library says so only where vitest's globals are on).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as { ResizeObserver?: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
Element.prototype.scrollTo ??= () => {};

/** Renders `ui` inside the app's providers (and `rerender` too); unmounting also clears the notices it left. */
export function renderView(ui: ReactElement) {
  const inProviders = (view: ReactElement) => (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <ModalsProvider labels={{ confirm: 'Aceptar', cancel: 'Cancelar' }}>
        <Notifications />
        <BrowserRouter>{view}</BrowserRouter>
      </ModalsProvider>
    </MantineProvider>
  );
  const shown = render(inProviders(ui));
  return {
    ...shown,
    rerender: (view: ReactElement) => shown.rerender(inProviders(view)),
    unmount: () => {
      act(() => notifications.clean());
      cleanup();
    },
  };
}

/** Whether the user can see `element` (no `hidden`, `aria-hidden`, `display: none` or `visibility: hidden` on the way up). */
/** Text as a reader sees it: the no-break spaces of times ('6:00 p. m.') read as spaces. */
export const spaced = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

export const isShown = (element: Element | null | undefined): element is HTMLElement => Boolean(element) && !isInaccessible(element!);

/**
 * The button labelled `label` inside `container` that the user can see, found by its text (role queries
 * compute every accessible name, which costs more than the whole step on Mantine's markup).
 */
export function buttonLabelled(label: string, container: HTMLElement = document.body): HTMLButtonElement | null {
  return [...container.querySelectorAll('button')].find((b) => b.textContent?.trim() === label && isShown(b)) ?? null;
}

/** The open dialog the user sees, if any. */
export function shownDialog(): HTMLElement | null {
  return [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find(isShown) ?? null;
}

/** The button of `date`'s day on an open calendar, by the name it is read by (dayLabel: a holiday's says so). */
export const calendarDay = (date: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${dayLabel(date)}"]`);

/**
 * Opens the calendar of the date field labelled `label` (unless a calendar is open) and goes forward month
 * by month to `date`; its day's button, to tap (`pickDate`) or to find disabled.
 */
export async function openCalendarAt(label: string | RegExp, date: string): Promise<HTMLButtonElement> {
  const nextMonth = () => document.querySelector<HTMLButtonElement>('button[aria-label="Mes siguiente"]');
  if (!nextMonth()) {
    await act(async () => {
      fireEvent.click(screen.getByLabelText(label));
    });
  }
  for (let months = 0; months < 13 && !calendarDay(date); months++) {
    await act(async () => {
      fireEvent.click(nextMonth()!);
    });
  }
  return calendarDay(date)!;
}

/** Chooses `date` ('YYYY-MM-DD') on the date field labelled `label`, as a user taps it on its calendar. */
export async function pickDate(label: string | RegExp, date: string) {
  const day = await openCalendarAt(label, date);
  await act(async () => {
    fireEvent.click(day);
  });
}

/** React's act for the path harness: every change the view must follow, awaited. */
export const actAsync = async (change: () => Promise<void>) => {
  await act(change);
};
