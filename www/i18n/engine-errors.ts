// The engine's refusals in the reader's language: the wasm side throws an Error with a
// stable `code` and `details` (crates/wasm/src/errors.rs); the words are here, per code.
// Anything without a known code keeps the engine's English message.
import { lang } from './i18n';

type Texts = Record<string, string>;

const EN: Texts = {
  'fen4-too-long': 'the text is too long for a position',
  'fen4-field-count': 'a position has 7 or 8 parts separated by "-", this one has {found}',
  'fen4-not-a-colour': '"{letter}" is not a colour of this rule set ({letters})',
  'fen4-value-count': 'expected 4 values, found {found}',
  'fen4-bad-value': '"{value}" is not a valid value',
  'fen4-not-a-number': '"{value}" is not a number',
  'fen4-not-target-pawn': '"{value}" is not written target:pawn',
  'fen4-not-a-square': '"{value}" is not a square',
  'fen4-syntax': 'the block in braces cannot be read',
  'fen4-dice': 'dice show 1 to 6, at most three of them',
  'fen4-count-range': 'a count goes from 0 to 255',
  'fen4-not-in-reserve': '"{letter}" cannot be in a reserve',
  'fen4-waiting': 'a waiting pawn is not where it should be',
  'fen4-no-pawn': 'there is no pawn on {square}',
  'fen4-off-board': 'a piece stands off the board',
  'fen4-two-pieces': 'two pieces stand on {square}',
  'fen4-kings': '{seat} has {count} kings',
  'fen4-no-king': '{seat} has no king',
  'fen4-inert': 'only Verney’s game has inert armies',
  'fen4-out-to-move': '{seat} is out of the game and cannot be to move',
  'fen4-rank-count': 'the board has {found} ranks instead of {expected}',
  'fen4-bad-cell': 'rank {rank}, file {file} holds something that is not a piece',
  'fen4-rank-length': 'rank {rank} does not have {expected} squares',
  'move-too-long': 'too long to be a move',
  'move-no-such-die': 'no unused die shows that number',
  'move-dice-forbid': 'the dice do not allow that now',
  'move-pass-not-allowed': 'there is a legal move, so passing is not allowed',
  'move-castling-illegal': 'castling is not legal here',
  'move-not-a-move': 'this is not a move in long algebraic form',
  'move-off-board': 'a square is not on the board',
  'move-no-piece': 'there is no piece on the starting square',
  'move-not-your-piece': 'that piece does not belong to the player to move',
  'move-illegal': 'that piece cannot move there now',
  'move-wrong-piece': 'the piece on {square} is not a {letter}',
  'play-game-over': 'the game is over',
  'play-not-in-game': '{seat} is not in the game',
  'play-roll-text': 'a roll is written @1-3',
  'play-marks': 'the record marks "{record}" where the engine marks "{engine}"',
  'roll-no-dice': 'only Partnership Chaturanga uses dice',
  'roll-dice-left': 'the dice of this turn are not used up yet',
  'roll-game-over': 'the game is over',
  'roll-count': 'a roll has {expected} dice, not {found}',
  'roll-bad-die': 'a die shows 1 to 6',
  'pgn4-too-long': 'the record is too long',
  'pgn4-tag-after-moves': 'a tag stands after the moves',
  'pgn4-variation': 'a side line in brackets is not closed properly',
  'pgn4-tag-syntax': 'a tag is not written [Name "value"]',
  'pgn4-comment-not-closed': 'a comment is not closed with "}"',
  'pgn4-unknown-rule-set': 'the rule set "{value}" is not one played here',
  'pgn4-not-a-seat': '"{value}" is not a seat of {ruleSet}',
  'pgn4-move-limit': 'the move limit is not a number of moves',
  // Where it happened.
  'at.record': 'line {line}, "{token}": {reason}',
  'at.position': 'in the position: {reason}',
  'at.move': 'move "{move}": {reason}',
};

const DE: Texts = {
  'fen4-too-long': 'der Text ist zu lang für eine Stellung',
  'fen4-field-count': 'eine Stellung hat 7 oder 8 durch „-“ getrennte Teile, diese hat {found}',
  'fen4-not-a-colour': '„{letter}“ ist keine Farbe dieses Regelwerks ({letters})',
  'fen4-value-count': '4 Werte erwartet, {found} gefunden',
  'fen4-bad-value': '„{value}“ ist kein gültiger Wert',
  'fen4-not-a-number': '„{value}“ ist keine Zahl',
  'fen4-not-target-pawn': '„{value}“ hat nicht die Form Ziel:Bauer',
  'fen4-not-a-square': '„{value}“ ist kein Feld',
  'fen4-syntax': 'der Block in geschweiften Klammern ist nicht lesbar',
  'fen4-dice': 'Würfel zeigen 1 bis 6, höchstens drei davon',
  'fen4-count-range': 'ein Zähler reicht von 0 bis 255',
  'fen4-not-in-reserve': '„{letter}“ kann nicht in einer Reserve stehen',
  'fen4-waiting': 'ein wartender Bauer steht nicht, wo er soll',
  'fen4-no-pawn': 'auf {square} steht kein Bauer',
  'fen4-off-board': 'eine Figur steht außerhalb des Bretts',
  'fen4-two-pieces': 'auf {square} stehen zwei Figuren',
  'fen4-kings': '{seat} hat {count} Könige',
  'fen4-no-king': '{seat} hat keinen König',
  'fen4-inert': 'nur Verneys Spiel kennt gelähmte Armeen',
  'fen4-out-to-move': '{seat} ist ausgeschieden und kann nicht am Zug sein',
  'fen4-rank-count': 'das Brett hat {found} Reihen statt {expected}',
  'fen4-bad-cell': 'Reihe {rank}, Linie {file} enthält etwas, das keine Figur ist',
  'fen4-rank-length': 'Reihe {rank} hat nicht {expected} Felder',
  'move-too-long': 'zu lang für einen Zug',
  'move-no-such-die': 'kein unbenutzter Würfel zeigt diese Zahl',
  'move-dice-forbid': 'die Würfel erlauben das jetzt nicht',
  'move-pass-not-allowed': 'es gibt einen legalen Zug, Passen ist nicht erlaubt',
  'move-castling-illegal': 'Rochade ist hier nicht erlaubt',
  'move-not-a-move': 'das ist kein Zug in langer algebraischer Schreibweise',
  'move-off-board': 'ein Feld liegt nicht auf dem Brett',
  'move-no-piece': 'auf dem Startfeld steht keine Figur',
  'move-not-your-piece': 'diese Figur gehört nicht dem Spieler am Zug',
  'move-illegal': 'diese Figur kann jetzt nicht dorthin ziehen',
  'move-wrong-piece': 'die Figur auf {square} ist kein {letter}',
  'play-game-over': 'die Partie ist zu Ende',
  'play-not-in-game': '{seat} ist nicht mehr im Spiel',
  'play-roll-text': 'ein Wurf wird @1-3 geschrieben',
  'play-marks': 'die Notation setzt „{record}“, die Engine „{engine}“',
  'roll-no-dice': 'nur Partnerschafts-Chaturanga wird gewürfelt',
  'roll-dice-left': 'die Würfel dieses Zuges sind noch nicht aufgebraucht',
  'roll-game-over': 'die Partie ist zu Ende',
  'roll-count': 'ein Wurf hat {expected} Würfel, nicht {found}',
  'roll-bad-die': 'ein Würfel zeigt 1 bis 6',
  'pgn4-too-long': 'die Notation ist zu lang',
  'pgn4-tag-after-moves': 'ein Tag steht nach den Zügen',
  'pgn4-variation': 'eine Variante in Klammern ist nicht richtig geschlossen',
  'pgn4-tag-syntax': 'ein Tag hat nicht die Form [Name "Wert"]',
  'pgn4-comment-not-closed': 'ein Kommentar ist nicht mit „}“ geschlossen',
  'pgn4-unknown-rule-set': 'das Regelwerk „{value}“ wird hier nicht gespielt',
  'pgn4-not-a-seat': '„{value}“ ist kein Platz in {ruleSet}',
  'pgn4-move-limit': 'das Zuglimit ist keine Anzahl von Zügen',
  'at.record': 'Zeile {line}, „{token}“: {reason}',
  'at.position': 'in der Stellung: {reason}',
  'at.move': 'Zug „{move}“: {reason}',
};

/** An engine error's stable code and the values it names, if it has them. */
export interface Coded {
  code: string;
  details: Record<string, string>;
}

const fill = (template: string, params: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

/**
 * The refusal in the page's language: its reason by code, and where it happened (a
 * record's line, a move). `names` puts seat names ("Yellow") into the page's words.
 * Without a known code: `fallback` (the engine's English message).
 */
export function engineErrorText(coded: Coded | null, fallback: string, names: (seat: string) => string = (s) => s): string {
  const texts = lang() === 'de' ? DE : EN;
  const template = coded === null ? undefined : texts[coded.code];
  if (coded === null || template === undefined) return fallback;
  const d = { ...coded.details };
  if (d.seat !== undefined) d.seat = names(d.seat);
  const reason = fill(template, d);
  const where = d.line !== undefined && d.token !== undefined ? 'at.record' : d.move !== undefined ? 'at.move' : d.field !== undefined ? 'at.position' : null;
  return where === null ? reason : fill(texts[where] ?? '{reason}', { ...d, reason });
}

/** Every code with words, for the tests (English and German must name the same codes). */
export const KNOWN_CODES: readonly string[] = Object.keys(EN).filter((k) => !k.startsWith('at.'));
export const GERMAN_CODES: readonly string[] = Object.keys(DE).filter((k) => !k.startsWith('at.'));

