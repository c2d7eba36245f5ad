/**
 * React's code, run. Bundled into React's own chunk (vite.config.ts), which src/boot.js runs in a task of
 * its own before the app's: so that starting React is not part of the entry's task.
 */
import 'react';
import 'react/jsx-runtime';
import 'react-dom/client';
