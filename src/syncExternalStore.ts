/**
 * `use-sync-external-store/shim` for React 19: the package backports the hook to React versions before 18,
 * and React 19 has it built in (vite.config.ts points the shim here, saving its fallback on every page).
 */
export { useSyncExternalStore } from 'react';
