/**
 * The Mantine styles the public pages need, component by component, in cascade layers: a first visit
 * to /home downloads these instead of Mantine's whole stylesheet (every other screen has the styles of the
 * Mantine components whose code it carries: `mantineStylesPerComponent` in vite.config.ts). Being layered, Mantine's defaults never override the theme's variables, whatever
 * order the sheets arrive in. Mantine's default theme variables are not here: they are written into the HTML's head
 * (`themeVariablesInHead` in vite.config.ts). Dialogs' and toasts' styles come with their code (src/components/overlayProviders.tsx).
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
