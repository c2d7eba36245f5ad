/** What wraps the app, in the browser and when pages are prerendered at build time: the theme and the host of dialogs and toasts. */
import { MantineProvider } from '@mantine/core';
import { StrictMode, type ReactNode } from 'react';
import { OverlayHost } from './components/overlays';
import { cssVariablesResolver, theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <OverlayHost />
        {children}
      </MantineProvider>
    </StrictMode>
  );
}
