export function precacheList(files: readonly string[]): string[];
export function splitLater(files: readonly string[]): { now: string[]; later: string[] };
export function serviceWorkerSource(template: string, version: string, files: readonly string[], later?: readonly string[], nets?: readonly string[]): string;
export function netFiles(files: readonly string[]): string[];
