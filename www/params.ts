// Page options from the URL: ?variant=verney&humans=0,2&delay=300
import { BOT_DELAY_MS } from './bot';

export interface PageOptions {
  variant: string;
  humans: number[];
  botDelay: number;
}

export function parseParams(search: string): PageOptions {
  const q = new URLSearchParams(search);
  const variant = (q.get('variant') ?? '').trim().toLowerCase() || 'verney';
  const humansText = q.get('humans');
  const humans =
    humansText === null
      ? [0]
      : [...new Set(humansText.split(',').map((x) => x.trim()).filter((x) => /^[0-3]$/.test(x)).map(Number))];
  const delayText = q.get('delay');
  const delay = delayText === null ? NaN : Number(delayText);
  const botDelay = Number.isFinite(delay) ? Math.min(5000, Math.max(0, Math.round(delay))) : BOT_DELAY_MS;
  return { variant, humans, botDelay };
}
