import { describe, expect, it } from 'vitest';
import { pathText, readPath } from './lines-view';

describe('a side line position as the move list’s buttons carry it', () => {
  it('writes and reads a path; refuses anything else', () => {
    expect(pathText({ lines: [0, 2], ply: 3 })).toBe('0.2:3');
    expect(readPath('0.2:3')).toEqual({ lines: [0, 2], ply: 3 });
    expect(readPath(pathText({ lines: [7], ply: 1 }))).toEqual({ lines: [7], ply: 1 });
    for (const bad of [undefined, '', ':3', '0.2', '0..2:3', 'a:1', '0:-1', '0:1:2']) expect(readPath(bad)).toBeNull();
  });
});
