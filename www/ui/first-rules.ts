// The rule set chosen on the first visit (welcome.ts asks): fresh starts use it.
import { VARIANTS, type Variant } from '../game/config';

export const WELCOME_KEY = 'fourchess.first-rules';

/** The rule set chosen on the first visit (null: never asked, or storage refused). */
export function rememberedRules(storage: Storage | null): Variant | null {
  let value: string | null = null;
  try {
    value = storage?.getItem(WELCOME_KEY) ?? null;
  } catch {
    return null;
  }
  return VARIANTS.find((v) => v === value) ?? null;
}

export function rememberRules(storage: Storage | null, variant: Variant): void {
  try {
    storage?.setItem(WELCOME_KEY, variant);
  } catch {
    // Storage refused: the card comes again next time, nothing else is lost.
  }
}
