import type { Plugin } from 'vite';
export function pwa(): Plugin;
