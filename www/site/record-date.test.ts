import { describe, expect, it } from 'vitest';
import { recordDate } from './record-date';

describe('recordDate', () => {
  it('reads PGN dates, whole or in part', () => {
    expect(recordDate('1892.03.18', 'en-GB')).toBe('18 March 1892');
    expect(recordDate('1892.03.18', 'de')).toBe('18. März 1892');
    expect(recordDate('1892.03.??', 'en-GB')).toBe('March 1892');
    expect(recordDate('1892.??.??', 'de')).toBe('1892');
  });
  it('reads chess.com dates in UTC', () => {
    const tag = 'Wed Apr 26 2023 04:27:04 GMT+0000 (Coordinated Universal Time)';
    expect(recordDate(tag, 'en-GB')).toBe('26 April 2023 at 04:27 UTC');
    expect(recordDate(tag, 'de')).toBe('26. April 2023 um 04:27 UTC');
    expect(recordDate('Wed Apr 26 2023 23:30:00 GMT-0200', 'en-GB')).toBe('27 April 2023 at 01:30 UTC');
  });
  it('leaves anything else as written', () => {
    expect(recordDate('1892.02.30', 'en-GB')).toBe('1892.02.30');
    expect(recordDate('1892.13.01', 'en-GB')).toBe('1892.13.01');
    expect(recordDate('spring 1892', 'en-GB')).toBe('spring 1892');
    expect(recordDate('', 'en-GB')).toBe('');
  });
});
