// Colours of the board and the armies. Colour is never the only cue: every piece also
// carries its owner's sign (i18n/labels.ts seatSign).

export const BOARD = {
  light: '#e6e2d3',
  dark: '#a3b18a',
  background: '#2f3437',
  label: '#c9ccc4',
  selected: 'rgba(255, 214, 64, 0.55)',
  target: 'rgba(35, 60, 45, 0.45)',
  check: 'rgba(220, 40, 40, 0.75)',
  /** Queued premoves: tinted and outlined with dashes, apart from the last move's tint. */
  premove: 'rgba(160, 90, 200, 0.42)',
  premoveEdge: 'rgba(110, 40, 150, 0.95)',
  /** Arrows and circles people draw (lichess's orange: apart from every army colour). */
  shape: { fill: '#e68a00', stroke: '#3a2200', detail: '#3a2200' },
  /** Targets of a piece selected for a premove. */
  premoveTarget: 'rgba(110, 40, 150, 0.55)',
} as const;

export interface ArmyStyle {
  fill: string;
  stroke: string;
  detail: string;
}

// Red, blue and green were chosen so that every two armies of a rule set stay apart
// under simulated protanopia, deuteranopia and tritanopia (theme.test.ts).
export const ARMIES: Record<string, ArmyStyle> = {
  yellow: { fill: '#f2c230', stroke: '#3b2c00', detail: '#3b2c00' },
  red: { fill: '#c62e10', stroke: '#2a0602', detail: '#fde6e0' },
  white: { fill: '#fbfbf6', stroke: '#1d1d1d', detail: '#1d1d1d' },
  black: { fill: '#2a2a2e', stroke: '#f0f0f0', detail: '#f0f0f0' },
  blue: { fill: '#2b6aca', stroke: '#06162e', detail: '#eef4ff' },
  green: { fill: '#1c9c46', stroke: '#04200a', detail: '#effff0' },
};

export const GREY: ArmyStyle = { fill: '#9a9a9a', stroke: '#262626', detail: '#262626' };

/** Style of an army by the name the engine gives its seat ("Yellow"); grey for no seat. */
export function armyStyle(seatName: string | null | undefined): ArmyStyle {
  return (seatName == null ? undefined : ARMIES[seatName.toLowerCase()]) ?? GREY;
}
