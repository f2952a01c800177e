import type { Plugin } from 'vite';
export function embedHelper(): Plugin;
export function embedDeclarations(api: string): string;
