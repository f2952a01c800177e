import { describe, expect, it } from 'vitest';
import type { BotCall, BotRequest, BotResponse } from './bot';
import { BotClient, type BotPort } from './bot-client';
import { EngineError } from './engine-client';

/** A fake worker: records the calls and answers each with `answer`. */
function fakePort(calls: BotCall[], answer: (call: BotCall) => BotResponse) {
  const listeners: ((event: MessageEvent<unknown>) => void)[] = [];
  let terminated = 0;
  const port: BotPort = {
    postMessage(call) {
      calls.push(call);
      queueMicrotask(() => listeners.forEach((l) => l({ data: answer(call) } as MessageEvent<unknown>)));
    },
    addEventListener(type: string, listener: (event: never) => void) {
      if (type === 'message') listeners.push(listener as (event: MessageEvent<unknown>) => void);
    },
    terminate() {
      terminated++;
    },
  } as BotPort;
  return { port, terminated: () => terminated };
}

const ok = (call: BotCall): BotResponse => ({ id: call.id, type: 'bestMove', ok: true, result: { move: 'x', score: 0, depth: 1, nodes: 1 } });
const ask = (gen: number, game: string, moves: string[]): BotRequest => ({ gen, game, moves, pgn4: `pgn ${moves.join(' ')}`, level: 1, seed: 1 });

describe('bot client', () => {
  it('sends the record once, then only the moves since the last question; the record again after a stop, an undo or another game', async () => {
    const calls: BotCall[] = [];
    const client = new BotClient(() => fakePort(calls, ok).port);
    await client.ask(ask(1, 'g', ['a']));
    await client.ask(ask(2, 'g', ['a', 'b', 'c']));
    await client.ask(ask(3, 'g', ['a', 'b', 'c']));
    await client.ask(ask(4, 'g', ['a', 'b'])); // an undo
    await client.ask(ask(5, 'h', ['a', 'b', 'd'])); // another game
    client.stop();
    await client.ask(ask(6, 'h', ['a', 'b', 'd', 'e']));
    expect(calls.map((c) => [c.id, c.sync, c.play])).toEqual([
      [1, 'pgn a', undefined],
      [2, undefined, ['b', 'c']],
      [3, undefined, []],
      [4, 'pgn a b', undefined],
      [5, 'pgn a b d', undefined],
      [6, 'pgn a b d e', undefined],
    ]);
  });

  it('passes on the engine error code and sends the record again after a refusal', async () => {
    const calls: BotCall[] = [];
    const fail = (call: BotCall): BotResponse => ({ id: call.id, type: 'bestMove', ok: false, error: 'no', code: 'illegal-move', details: { move: 'b' } });
    let answer = fail;
    const client = new BotClient(() => fakePort(calls, (c) => answer(c)).port);
    const error = await client.ask(ask(1, 'g', ['a'])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe('illegal-move');
    answer = ok;
    await client.ask(ask(2, 'g', ['a', 'b']));
    expect(calls[1]!.sync).toBe('pgn a b');
  });
});
