import {
  parseThemeColor,
  createTheme,
  type CSSVariablesResolver,
  darken,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

const cancha: MantineColorsTuple = ['#ecfdf3', '#d1fae0', '#a7f0c4', '#6ee2a2', '#34cc7c', '#16a34a', '#15803d', '#166534', '#14532d', '#0b3b20'];

/**
 * Light and outline badges, alerts and buttons keep their tint but write their text in the colour's
 * darkest shade, darkened (yellow, too light even so, in dark grey), so text meets WCAG AA contrast.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light' && input.variant !== 'outline') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  // Some palettes' darkest shade is still light (Mantine's green 9 reads 4.2:1 on white): darken it.
  // A colour given as a value (the reservation status colours of docs/product.md: Flows and states) is darkened by half.
  const text = !parsed.isThemeColor
    ? darken(parsed.value, 0.5)
    : parsed.color === 'yellow'
      ? 'var(--mantine-color-dark-7)'
      : darken(input.theme.colors[parsed.color][9], 0.25);
  return input.variant === 'light' ? { ...colors, color: text, hoverColor: text } : { ...colors, color: text, border: `1px solid ${text}` };
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'cancha',
  primaryShade: { light: 6, dark: 5 },
  colors: { cancha },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // Page titles: 24 px on a phone growing to 30 px on a desktop, so no page sets its own size.
  headings: { fontWeight: '700', sizes: { h1: { fontSize: 'clamp(1.5rem, 1.2rem + 1.25vw, 1.875rem)' } } },
  components: {
    // Toasts: a named close button, and text under the title dark enough to read (AA).
    // Dialogs: the close button says what it does, in Spanish.
    // Plain objects, not Modal.extend(): the theme would otherwise bring the dialogs' code into every page.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } } },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar aviso' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

/** Secondary text dark enough to read: Mantine's default dimmed grey misses WCAG AA contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a' },
  dark: {},
});
