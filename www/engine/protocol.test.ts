import { describe, expect, it } from 'vitest';
import { errorResponse, errorText, isRequest, isResponse, makeRequest, okResponse } from './protocol';

describe('protocol', () => {
  it('builds requests with id and type', () => {
    expect(makeRequest(7, 'play', { text: 'e2-e3' })).toEqual({ id: 7, type: 'play', text: 'e2-e3' });
    expect(makeRequest(1, 'init', { variant: 'verney' })).toEqual({ id: 1, type: 'init', variant: 'verney' });
  });

  it('recognises requests', () => {
    expect(isRequest({ id: 1, type: 'init', variant: 'verney' })).toBe(true);
    expect(isRequest({ id: 1, type: 'init' })).toBe(false);
    expect(isRequest({ id: 2, type: 'play', text: 'e2-e3' })).toBe(true);
    expect(isRequest({ id: 2, type: 'play' })).toBe(false);
    expect(isRequest({ id: 3, type: 'snapshot' })).toBe(true);
    expect(isRequest({ id: '3', type: 'snapshot' })).toBe(false);
    expect(isRequest({ id: 3, type: 'explode' })).toBe(false);
    expect(isRequest({ id: 5, type: 'seats', variants: ['verney', 'ffa'] })).toBe(true);
    expect(isRequest({ id: 5, type: 'seats', variants: [1] })).toBe(false);
    expect(isRequest({ id: 5, type: 'seats' })).toBe(false);
    expect(isRequest({ id: 6, type: 'check', pgn4: '1. h2-h4' })).toBe(true);
    expect(isRequest({ id: 6, type: 'check', variant: 'teams', fen4: 'x' })).toBe(true);
    expect(isRequest({ id: 6, type: 'check', variant: 'teams' })).toBe(false);
    expect(isRequest({ id: 6, type: 'check', pgn4: 3 })).toBe(false);
    expect(isRequest(null)).toBe(false);
  });

  it('recognises responses, good and bad', () => {
    expect(isResponse(okResponse(4, 'undo', { undone: false, snapshot: null as never }))).toBe(true);
    expect(isResponse(errorResponse(4, 'play', new Error('illegal move: e2-e5')))).toBe(true);
    expect(isResponse({ id: 4, type: 'play', ok: true })).toBe(false);
    expect(isResponse({ id: 4, type: 'play', ok: false })).toBe(false);
    expect(isResponse('hello')).toBe(false);
  });

  it('turns anything thrown into text', () => {
    expect(errorText(new Error('bad square'))).toBe('bad square');
    expect(errorText('plain')).toBe('plain');
    expect(errorText({ code: 3 })).toBe('{"code":3}');
    expect(errorText(undefined)).toBe('undefined');
    expect(errorResponse(9, 'init', 'unknown variant')).toEqual({ id: 9, type: 'init', ok: false, error: 'unknown variant' });
  });
});
