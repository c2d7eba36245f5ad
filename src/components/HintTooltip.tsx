/** Mantine's Tooltip, with floating-ui, in a chunk of its own (./Hint.tsx). */
export { Tooltip as HintTooltip } from '@mantine/core';
