import { describe, expect, it } from 'vitest';
import { answerMismatch, cleanPasted, codeCandidates, codeOf, pastedKind, type Answer } from './links';

const CODE = 'q1w2E3r4_t5-y6';
const LINK = `https://example.org/4p/#answer=${CODE}`;

describe('pasting links and codes', () => {
  it('takes a link broken into lines and spaced by a chat app', () => {
    const broken = `https://example.org/4p/#answ\ner=q1w2E3\r\n r4_t5-\u200by6`;
    expect(codeOf(broken, 'answer')).toBe(CODE);
  });

  it('takes a link in angle brackets or quotes, or with a sentence around it', () => {
    expect(codeOf(`<${LINK}>`, 'answer')).toBe(CODE);
    expect(codeOf(`"${LINK}"`, 'answer')).toBe(CODE);
    // Words after the link cannot be told from the code once spaces go: each cut is a candidate.
    expect(codeCandidates(`Here is my answer: ${LINK}. Thanks!`, 'answer')).toEqual([`${CODE}`]);
    expect(codeCandidates(`Here is my answer: ${LINK} see you`, 'answer')).toEqual([`${CODE}seeyou`, `${CODE}see`, CODE]);
  });

  it('takes a bare code with spaces and line breaks', () => {
    expect(codeOf(` q1w2E3\nr4_t5-y6 \n`, 'answer')).toBe(CODE);
  });

  it('removes every kind of white space and invisible joiner', () => {
    expect(cleanPasted('a\tb\u00a0c\u2060d\ufeffe\u200df')).toBe('abcdef');
  });

  it('tells an invitation from an answer', () => {
    expect(pastedKind(LINK)).toBe('answer');
    expect(pastedKind('https://example.org/#jo\nin=abc')).toBe('join');
    expect(pastedKind(CODE)).toBe('code');
  });
});

describe('answerMismatch', () => {
  const a = (g: string, s: number, i?: string): Answer => ({ v: 1, g, s, ...(i === undefined ? {} : { i }), a: { u: 'abcd', p: 'abcdefghijklmnopqrstuv', f: 'x'.repeat(43), c: [] } });
  const current = { id: 'group1', seats: new Map([[1, 'ufragA'], [3, 'ufragB']]) };

  it('accepts an answer to a seat waiting here', () => {
    expect(answerMismatch(a('group1', 1, 'ufragA'), current, [])).toBeNull();
    expect(answerMismatch(a('group1', 3), current, [])).toBeNull();
  });

  it('names an answer to an earlier group of this browser, or to an earlier invitation of the seat', () => {
    expect(answerMismatch(a('group0', 1), current, ['group0'])).toBe('earlier');
    expect(answerMismatch(a('group1', 1, 'oldUfrag'), current, [])).toBe('earlier');
  });

  it('names an answer to another game, or to a seat that was not invited', () => {
    expect(answerMismatch(a('elsewhere', 1), current, ['group0'])).toBe('other-game');
    expect(answerMismatch(a('group1', 2), current, [])).toBe('seat');
  });
});

describe('reading a pasted answer', () => {
  it('finds the answer in a chat message: a sentence before, line breaks inside, words after', async () => {
    const { encodeCode, readAnswer, linkOf } = await import('./links');
    const answer: Answer = { v: 1, g: 'group1', s: 1, i: 'ufragA', a: { u: 'abcd', p: 'abcdefghijklmnopqrstuv', f: 'x'.repeat(43), c: ['h 192.0.2.1 9'] } };
    const link = linkOf('answer', await encodeCode(answer), 'https://example.org/4p/');
    const message = `Here is my answer:\n${link.slice(0, 40)}\n  ${link.slice(40, 90)} \r\n${link.slice(90)}\nsee you`;
    const read = await readAnswer(message);
    expect(read).toEqual({ ok: true, value: answer });
    expect(await readAnswer('see you')).toMatchObject({ ok: false });
  });
});
