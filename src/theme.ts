import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

const cancha: MantineColorsTuple = ['#ecfdf3', '#d1fae0', '#a7f0c4', '#6ee2a2', '#34cc7c', '#16a34a', '#15803d', '#166534', '#14532d', '#0b3b20'];

export const theme = createTheme({
  primaryColor: 'cancha',
  primaryShade: { light: 6, dark: 5 },
  colors: { cancha },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
});

/** Secondary text dark enough to read: Mantine's default dimmed grey misses WCAG AA contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a' },
  dark: {},
});
