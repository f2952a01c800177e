// Move, capture and check sounds, generated with WebAudio (no audio files).
// The audio context starts on the first use after a user gesture; muted by default.
import type { GameEvent } from '../game/game';

const TONES: Record<GameEvent, { freq: number; ms: number; type: OscillatorType; second?: number }> = {
  move: { freq: 520, ms: 70, type: 'triangle' },
  capture: { freq: 300, ms: 120, type: 'square' },
  check: { freq: 880, ms: 160, type: 'sine', second: 660 },
  end: { freq: 440, ms: 380, type: 'sine', second: 330 },
  // Ten seconds left on the person's clock.
  lowTime: { freq: 990, ms: 90, type: 'square', second: 990 },
};

export class Sounds {
  private ctx: AudioContext | null = null;

  constructor(public enabled: boolean) {}

  play(event: GameEvent): void {
    if (!this.enabled || typeof AudioContext === 'undefined') return;
    try {
      this.ctx ??= new AudioContext();
      const ctx = this.ctx;
      if (ctx.state === 'suspended') void ctx.resume();
      const tone = TONES[event];
      const start = ctx.currentTime;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = tone.type;
      osc.frequency.setValueAtTime(tone.freq, start);
      if (tone.second !== undefined) osc.frequency.setValueAtTime(tone.second, start + tone.ms / 2000);
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.15, start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + tone.ms / 1000);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start);
      osc.stop(start + tone.ms / 1000 + 0.02);
    } catch {
      // No audio on this device: the game goes on silently.
    }
  }
}
