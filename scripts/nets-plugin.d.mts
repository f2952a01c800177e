import type { Plugin } from 'vite';
export function teamsNetName(source?: string): string;
export function nets(): Plugin;
