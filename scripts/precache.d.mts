export function precacheList(files: readonly string[]): string[];
export function serviceWorkerSource(template: string, version: string, files: readonly string[]): string;
