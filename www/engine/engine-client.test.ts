import { describe, expect, it } from 'vitest';
import { EngineClient, EngineError, type Port } from './engine-client';
import { errorResponse, okResponse, type Request } from './protocol';
import { snapshot } from '../test-fixtures';

class FakePort implements Port {
  sent: Request[] = [];
  private listeners: { message: ((e: MessageEvent<unknown>) => void)[]; error: ((e: ErrorEvent) => void)[] } = { message: [], error: [] };
  postMessage(message: Request): void {
    this.sent.push(message);
  }
  addEventListener(type: 'message' | 'error', listener: never): void {
    (this.listeners[type] as unknown[]).push(listener);
  }
  reply(data: unknown): void {
    this.listeners.message.forEach((l) => l({ data } as MessageEvent<unknown>));
  }
  crash(message: string): void {
    this.listeners.error.forEach((l) => l({ message } as ErrorEvent));
  }
}

describe('EngineClient', () => {
  it('matches responses to requests by id, in any order', async () => {
    const port = new FakePort();
    const client = new EngineClient(port);
    const a = client.call('snapshot', {});
    const b = client.call('play', { text: 'e2-e3' });
    expect(port.sent.map((r) => [r.id, r.type])).toEqual([
      [1, 'snapshot'],
      [2, 'play'],
    ]);
    const snap = snapshot(1, []);
    port.reply(errorResponse(2, 'play', 'illegal move: e2-e3'));
    port.reply(okResponse(1, 'snapshot', snap));
    await expect(a).resolves.toEqual(snap);
    await expect(b).rejects.toThrow(EngineError);
    await expect(b).rejects.toThrow('illegal move: e2-e3');
  });

  it('ignores junk and unknown ids', async () => {
    const port = new FakePort();
    const client = new EngineClient(port);
    const p = client.call('snapshot', {});
    port.reply('junk');
    port.reply(okResponse(99, 'snapshot', snapshot(0, [])));
    port.reply(okResponse(1, 'snapshot', snapshot(2, [])));
    await expect(p).resolves.toMatchObject({ fen4: 'fen-2' });
  });

  it('fails every pending call when the worker dies', async () => {
    const port = new FakePort();
    const client = new EngineClient(port);
    const p = client.call('init', { variant: 'verney' });
    port.crash('boom');
    await expect(p).rejects.toThrow('boom');
  });
});
