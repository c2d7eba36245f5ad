/**
 * A hint shown on hover or keyboard focus (Mantine's Tooltip). Its code, with floating-ui, comes when a mouse or the
 * keyboard first comes to it (./deferred.tsx): until then its child is drawn alone, named as it is for a screen reader.
 */
import type { TooltipProps } from '@mantine/core';
import { deferred } from './deferred';

export const Hint = deferred<TooltipProps>(
  () => import('./HintTooltip').then((m) => m.HintTooltip),
  ({ children }) => children,
);
