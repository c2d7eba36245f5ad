/** Mantine's Tooltip, with floating-ui, in a chunk of its own (./Hint.tsx): shown on hover and on the keyboard's focus. */
import { Tooltip, type TooltipProps } from '@mantine/core';

const EVENTS = { hover: true, focus: true, touch: false };

export function HintTooltip(props: TooltipProps) {
  return <Tooltip events={EVENTS} {...props} />;
}
