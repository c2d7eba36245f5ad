/**
 * The dashboard's own rules. Mantine's styles come with the code of each component a screen shows
 * (`mantineStylesPerComponent` in vite.config.ts), not as its whole stylesheet.
 */
import './inputFocus.css';
