import { describe, expect, it } from 'vitest';
import { defaultConfig } from './config';
import { clickAction, droppedReason, everyLocalArmyMated, everyLocalSeatOut, forcedPass, initialState, legalTargets, moveMarks, premoveMatch, premoveSeatAt, premovesBefore, nextOrientation, resignerSeat, sinceYourTurn, withPremove, type Premove, type ViewState } from './state';
import { promotionChoices } from '../board/click-rules';
import { crossBoard, move, PASS, records, status } from '../test-fixtures';
import { diceList, moveAnnouncement, sinceText } from '../i18n/labels';

function stateWith(toMove: number, moves = [move('e2-e3'), move('Nj1-i3'), move('Nj1-k3'), move('e10xd11=Q', { to: 'd11', from: 'e10' })]): ViewState {
  const s = initialState(defaultConfig('verney'));
  s.board = crossBoard();
  s.status = status(toMove);
  s.legalMoves = moves;
  s.pieces = [
    { square: 'e2', seat: 0, kind: 'P', inert: false },
    { square: 'j1', seat: 0, kind: 'N', inert: false },
    { square: 'h1', seat: 0, kind: 'K', inert: false },
  ];
  return s;
}

describe('selection and moves', () => {
  it('selects a piece of the person to move that has a legal move', () => {
    const s = stateWith(0);
    expect(clickAction(s, 'j1')).toEqual({ kind: 'select', square: 'j1' });
    expect(clickAction(s, 'h1')).toEqual({ kind: 'none' }); // no legal move
    expect(clickAction(s, 'e5')).toEqual({ kind: 'none' });
  });

  it('lists the targets of the selected piece', () => {
    const s = stateWith(0);
    s.selected = 'j1';
    expect([...legalTargets(s)].sort()).toEqual(['i3', 'k3']);
    s.selected = null;
    expect(legalTargets(s).size).toBe(0);
  });

  it('plays a move to a target, switches or clears otherwise', () => {
    const s = stateWith(0);
    s.selected = 'j1';
    expect(clickAction(s, 'i3')).toMatchObject({ kind: 'play', move: { text: 'Nj1-i3' } });
    expect(clickAction(s, 'e2')).toEqual({ kind: 'select', square: 'e2' });
    expect(clickAction(s, 'j1')).toEqual({ kind: 'clear' });
    expect(clickAction(s, 'a8')).toEqual({ kind: 'clear' });
  });

  it('selects for a premove on a bot turn; does nothing while busy or after the game', () => {
    const s = stateWith(1);
    expect(clickAction(s, 'j1')).toEqual({ kind: 'selectPremove', square: 'j1', seat: 0 });
    s.settings = { ...s.settings, premoves: 0 };
    expect(clickAction(s, 'j1')).toEqual({ kind: 'none' });
    const b = stateWith(0);
    b.busy = true;
    expect(clickAction(b, 'j1')).toEqual({ kind: 'none' });
    const o = stateWith(0);
    o.status = status(0, { winners: [0, 2], draw: false, reason: 'mate', text: '1-0', points: [0, 0, 0, 0] });
    expect(clickAction(o, 'j1')).toEqual({ kind: 'none' });
  });

  it('asks for a promotion when several moves share from and to', () => {
    const moves = [move('e13xd14=Q', { promotion: 'Q' }), move('e13xd14=N', { promotion: 'N' }), move('e2-e3')];
    const s = stateWith(0, moves);
    s.pieces.push({ square: 'e13', seat: 0, kind: 'P', inert: false });
    s.selected = 'e13';
    const action = clickAction(s, 'd14');
    expect(action.kind).toBe('choose');
    expect(action.kind === 'choose' && action.moves.map((m) => m.promotion)).toEqual(['Q', 'N']);
    expect(promotionChoices([move('e2-e3')])).toBeNull();
  });

  it('offers only the moves of the chosen die (Chaturanga)', () => {
    const moves = [move('3:Nb1-c3', { die: 3, from: 'b1', to: 'c3' }), move('5:a2-a3', { die: 5, from: 'a2', to: 'a3' }), move('3:pass', { die: 3, action: 'pass-die' })];
    const s = stateWith(0, moves);
    s.pieces.push({ square: 'b1', seat: 0, kind: 'N', inert: false }, { square: 'a2', seat: 0, kind: 'P', inert: false });
    expect(clickAction(s, 'a2')).toEqual({ kind: 'select', square: 'a2' });
    s.chosenDie = 3;
    expect(clickAction(s, 'a2')).toEqual({ kind: 'none' });
    expect(clickAction(s, 'b1')).toEqual({ kind: 'select', square: 'b1' });
  });

  it('takes no board input while viewing a past position or before a roll', () => {
    const s = stateWith(0);
    s.view = { ply: 0, pieces: [], status: status(0), fen4: '' };
    expect(clickAction(s, 'j1')).toEqual({ kind: 'none' });
    const r = stateWith(0);
    r.status = { ...status(0), needsRoll: true };
    expect(clickAction(r, 'j1')).toEqual({ kind: 'none' });
  });

  it('finds a forced pass only when it is the only move', () => {
    expect(forcedPass([PASS])).toBe(PASS);
    expect(forcedPass([PASS, move('e2-e3')])).toBeUndefined();
    expect(forcedPass([])).toBeUndefined();
    expect(forcedPass([move('e2-e3')])).toBeUndefined();
    const roll = move('roll', { action: 'roll' });
    expect(forcedPass([roll])).toBe(roll);
  });
});

describe('premoves', () => {
  it('queues a move to a target the engine gave, and plays only its legal twin later', () => {
    const s = stateWith(1);
    s.selected = 'j1';
    s.premoves.options = { seat: 0, moves: [move('Nj1-i3'), move('Nj1-k3')] };
    expect([...legalTargets(s)].sort()).toEqual(['i3', 'k3']);
    const action = clickAction(s, 'k3');
    expect(action).toEqual({ kind: 'premove', premove: { seat: 0, from: 'j1', to: 'k3', text: 'Nj1-k3', promotion: null } });
    // Targets of another seat's options are not this piece's.
    s.premoves.options = { seat: 2, moves: [move('Nj1-i3')] };
    expect(legalTargets(s).size).toBe(0);
    const queued = { seat: 0, from: 'j1', to: 'k3', text: 'Nj1-k3', promotion: null };
    expect(premoveMatch([move('Nj1-i3'), move('Nj1xk3')], queued)?.text).toBe('Nj1xk3');
    expect(premoveMatch([move('Nj1-i3')], queued)).toBeUndefined();
    const promo = { seat: 0, from: 'e10', to: 'e11', text: 'e10-e11=Q', promotion: 'Q' };
    const ffa = [move('e10-e11=D', { from: 'e10', to: 'e11', promotion: 'D' })];
    expect(premoveMatch(ffa, promo)?.text).toBe('e10-e11=D');
  });

  it('cancels the queue on a click that selects nothing; none in Chaturanga or for walking kings', () => {
    const s = stateWith(1);
    s.premoves.queue = [{ seat: 0, from: 'j1', to: 'k3', text: 'Nj1-k3', promotion: null }];
    expect(clickAction(s, 'e5')).toEqual({ kind: 'cancelPremoves' });
    // A full queue (of one) still takes a premove: the new one replaces it.
    expect(premoveSeatAt(s, 'j1')).toBe(0);
    s.settings = { ...s.settings, premoves: 0 };
    expect(premoveSeatAt(s, 'j1')).toBeNull();
    s.settings = { ...s.settings, premoves: 4 };
    expect(premoveSeatAt(s, 'j1')).toBe(0);
    s.config = { ...s.config, variant: 'chaturanga' };
    s.board = { ...s.board!, dice: true };
    expect(premoveSeatAt(s, 'j1')).toBeNull();
    const w = stateWith(1);
    w.status!.seats[0]!.state = 'resigned';
    expect(premoveSeatAt(w, 'j1')).toBeNull();
  });
});

describe('changing a premove', () => {
  const pm = (seat: number, text: string): Premove => ({ seat, from: text.slice(-5, -3), to: text.slice(-2), text, promotion: null });
  it('a new premove replaces the queued one when the queue is full; follows the others when there is room', () => {
    const a = pm(0, 'Nj1-i3');
    const other = pm(2, 'Nj14-i12');
    // One premove a seat (the default): the new one replaces it; another seat's stays.
    expect(withPremove([a, other], pm(0, 'e2-e4'), 1)).toEqual([other, pm(0, 'e2-e4')]);
    expect(premovesBefore([a, other], 0, 1)).toEqual([]);
    // Room for four: it follows; a full queue's last is replaced, the first three kept.
    const b = pm(0, 'g2-g3');
    expect(withPremove([a], b, 4)).toEqual([a, b]);
    expect(premovesBefore([a], 0, 4)).toEqual([a]);
    const four = [a, b, pm(0, 'e2-e4'), pm(0, 'd2-d3')];
    expect(withPremove(four, pm(0, 'h2-h3'), 4)).toEqual([...four.slice(0, 3), pm(0, 'h2-h3')]);
  });

  it('a click on another piece of the seat with a premove queued selects it for a new premove', () => {
    const s = stateWith(1);
    s.premoves.queue = [pm(0, 'Nj1-i3')];
    expect(clickAction(s, 'e2')).toEqual({ kind: 'selectPremove', square: 'e2', seat: 0 });
  });
});

describe('every seat’s last move', () => {
  const marked = (movers: number[], squares: [string | null, string | null][], view?: number): string[] => {
    const s = stateWith(0);
    s.moves = records(movers, undefined, squares);
    if (view !== undefined) s.view = { ply: view, pieces: [], status: status(0), fen4: '' };
    return moveMarks(s).map((m) => `${m.seat}:${m.from}-${m.to}@${m.age}`);
  };

  it('marks each seat’s latest move, newest first, in the position shown', () => {
    const round: [string, string][] = [['e2', 'e3'], ['b7', 'c7'], ['g13', 'g12'], ['m8', 'l8'], ['e3', 'e4']];
    expect(marked([0, 1, 2, 3, 0], round)).toEqual(['0:e3-e4@0', '3:m8-l8@1', '2:g13-g12@2', '1:b7-c7@3']);
    // Stepping back: the marks belong to the position viewed.
    expect(marked([0, 1, 2, 3, 0], round, 2)).toEqual(['1:b7-c7@0', '0:e2-e3@1']);
    expect(marked([0, 1, 2, 3, 0], round, 0)).toEqual([]);
  });

  it('drops a seat whose last action had no squares; keeps both moves of a Chaturanga turn', () => {
    expect(marked([0, 1, 2], [['e2', 'e3'], [null, null], ['g13', 'g12']])).toEqual(['2:g13-g12@0', '0:e2-e3@2']);
    const turn: [string | null, string | null][] = [['a2', 'a3'], [null, null], ['b1', 'c3'], ['d2', 'd3'], [null, null], ['b8', 'c8']];
    expect(marked([0, 1, 1, 1, 0, 0], turn)).toEqual(['0:b8-c8@0', '1:d2-d3@1', '1:b1-c3@1']);
  });
});

describe('since your turn', () => {
  it('lists the others’ moves since the person’s last move, with captures and checks', () => {
    const s = stateWith(0);
    s.moves = records([0, 1, 2, 3], ['e2-e3', 'b7-c7', 'Qg14xNe11', 'm8-l8+'], undefined, [
      { captured: null, check: false, mate: false, turn: null },
      { captured: null, check: false, mate: false, turn: null },
      { captured: 'N', check: false, mate: false, turn: null },
      { captured: null, check: true, mate: false, turn: null },
    ]);
    expect(sinceYourTurn(s).map((e) => e.text)).toEqual(['b7-c7', 'Qg14xNe11', 'm8-l8+']);
    expect(sinceText(s.board, sinceYourTurn(s))).toBe('Since your move: Red b7-c7, White Qg14xNe11 takes a knight, Black m8-l8, check');
    // A bot to move: nothing to say; a person who has not moved yet: the moves so far.
    expect(sinceYourTurn({ ...s, status: status(1) })).toEqual([]);
    const first = stateWith(2);
    first.config = { ...first.config, seats: [{ kind: 'bot', level: 1 }, { kind: 'bot', level: 1 }, { kind: 'human' }, { kind: 'bot', level: 1 }] };
    // The engine says what a lone T was: Red ran out of time.
    first.moves = records([0, 1], ['e2-e3', 'T'], undefined, [
      { captured: null, check: false, mate: false, turn: null },
      { captured: null, check: false, mate: false, turn: 'timeout' },
    ]);
    expect(sinceText(first.board, sinceYourTurn(first))).toBe('Since your move: Yellow e2-e3, Red ran out of time');
  });
  it('with dice, says each turn in words: the roll, each die\'s move, an unused die', () => {
    const s = stateWith(0);
    s.board = { ...crossBoard(), dice: true, kinds: { P: 'pawn', N: 'knight', B: 'boat', R: 'rook', K: 'king' } };
    const quiet = { captured: null, check: false, mate: false, turn: null };
    s.moves = records([0, 1, 1, 1, 2, 2, 2], ['@4-3', '@6-2', '2:Ba8-c6', '6:pass', '@5-3', '3:Ni1xPg2+', '5:h2-h3'], undefined, [
      quiet,
      quiet,
      quiet,
      quiet,
      quiet,
      { captured: 'P', check: true, mate: false, turn: null },
      quiet,
    ]);
    expect(sinceText(s.board, sinceYourTurn(s))).toBe(
      'Since your move: Red rolled 6 and 2: boat a8-c6; the 6 was not used, White rolled 5 and 3: knight i1-g2 takes a pawn, check; pawn h2-h3',
    );
    expect(moveAnnouncement(s.board, 1, move('2:Ba8-c6'))).toBe('Red: boat a8-c6.');
    expect(moveAnnouncement(s.board, 1, move('6:pass', { pass: true }))).toBe('Red: the 6 was not used.');
    expect(moveAnnouncement(crossBoard(), 1, move('b7-c7'))).toBe('Red played b7-c7.');
    expect(diceList([3, 4, 5])).toBe('3, 4 and 5');
  });
});

describe('who Resign gives up', () => {
  it('the person to move; while a bot moves, the one person here still in play', () => {
    const s = stateWith(0);
    s.config.seats = [{ kind: 'human' }, { kind: 'bot', level: 1 }, { kind: 'bot', level: 1 }, { kind: 'bot', level: 1 }];
    expect(resignerSeat(s)).toBe(0);
    s.status = status(1);
    expect(resignerSeat(s)).toBe(0);
    s.status.seats[0]!.state = 'eliminated';
    expect(resignerSeat(s)).toBeNull();
  });

  it('nobody when two people share the device and neither moves, in group play, or after the end', () => {
    const s = stateWith(1);
    s.config.seats = [{ kind: 'human' }, { kind: 'bot', level: 1 }, { kind: 'human' }, { kind: 'bot', level: 1 }];
    expect(resignerSeat(s)).toBeNull();
    s.config.seats[2] = { kind: 'bot', level: 1 };
    expect(resignerSeat(s)).toBe(0);
    s.group = { remote: [], follower: false } as unknown as ViewState['group'];
    expect(resignerSeat(s)).toBeNull();
    s.group = null;
    s.status = status(1, { winners: [1, 3], draw: false, reason: 'resignation', text: '', points: [0, 0, 0, 0] });
    expect(resignerSeat(s)).toBeNull();
  });
});

describe('a Free-for-all game going on without the people here', () => {
  function ffa(): ViewState {
    const s = initialState(defaultConfig('ffa'));
    s.board = { ...crossBoard(), scoring: true };
    s.status = status(1);
    return s;
  }
  const mine = (s: ViewState): number[] => s.config.seats.flatMap((p, seat) => (p.kind === 'human' ? [seat] : []));

  it('is so only when every seat played here is out and the game goes on', () => {
    const s = ffa();
    expect(mine(s).length).toBeGreaterThan(0);
    expect(everyLocalSeatOut(s)).toBe(false);
    for (const seat of mine(s)) s.status!.seats[seat]!.state = 'resigned';
    expect(everyLocalSeatOut(s)).toBe(true);
    s.status!.outcome = { winners: [1], draw: false, reason: 'points', text: '', points: [0, 0, 0, 0] };
    expect(everyLocalSeatOut(s)).toBe(false);
  });

  it('is never so in the team games', () => {
    const s = ffa();
    s.board = crossBoard();
    for (const seat of mine(s)) s.status!.seats[seat]!.state = 'resigned';
    expect(everyLocalSeatOut(s)).toBe(false);
  });
});

describe('turning the board', () => {
  it('goes round the seats from the one shown, and back to the game\'s own choice', () => {
    const s = initialState(defaultConfig('teams'));
    s.config.seats = [{ kind: 'bot', level: 1 }, { kind: 'human' }, { kind: 'bot', level: 1 }, { kind: 'bot', level: 1 }];
    // The seat played here (1) shows by itself: the turns go 2, 3, 0, then back to automatic.
    s.rotation = 1;
    const seen: (number | null)[] = [];
    for (let i = 0; i < 4; i++) {
      const next = nextOrientation(s);
      seen.push(next);
      s.rotation = next ?? 1;
    }
    expect(seen).toEqual([2, 3, 0, null]);
  });
});

describe('why a premove was dropped', () => {
  const premove = { seat: 0, from: 'g2', to: 'g3', text: 'g2-g3', promotion: null };
  const pawn = { square: 'g2', seat: 0, kind: 'P', inert: false };
  it('says its piece is gone, its target holds an own piece, or that it is not legal now', () => {
    expect(droppedReason([], premove)).toBe('gone');
    expect(droppedReason([{ ...pawn, seat: 1 }], premove)).toBe('gone');
    expect(droppedReason([pawn, { square: 'g3', seat: 0, kind: 'N', inert: false }], premove)).toBe('own');
    expect(droppedReason([pawn, { square: 'g3', seat: 1, kind: 'N', inert: false }], premove)).toBe('illegal');
    expect(droppedReason([pawn], premove)).toBe('illegal');
  });
});

describe('a Verney army played here, checkmated', () => {
  it('waits (the person only watches) while the game goes on; not once it is revived or the game ends', () => {
    const s = initialState(defaultConfig('verney'));
    s.board = crossBoard();
    s.status = status(1);
    const mine = s.config.seats.flatMap((p, seat) => (p.kind === 'human' ? [seat] : []));
    expect(everyLocalArmyMated(s)).toBe(false);
    for (const seat of mine) s.status.seats[seat]!.state = 'inert';
    expect(everyLocalArmyMated(s)).toBe(true);
    expect(everyLocalSeatOut(s)).toBe(false);
    for (const seat of mine) s.status.seats[seat]!.state = 'live';
    expect(everyLocalArmyMated(s)).toBe(false);
    for (const seat of mine) s.status.seats[seat]!.state = 'inert';
    s.status.outcome = { winners: [1, 3], draw: false, reason: 'both-kings-mated', text: '', points: [0, 0, 0, 0] };
    expect(everyLocalArmyMated(s)).toBe(false);
  });
});
