// What the page says when the engine refuses something: the refusal in the page's
// language by its code (i18n/engine-errors.ts), seat names in the page's words.
import { codedOf, errorText } from '../engine/protocol';
import { engineErrorText } from '../i18n/engine-errors';
import { colourName } from '../i18n/labels';

export function describeError(error: unknown): string {
  return engineErrorText(codedOf(error), errorText(error), colourName);
}
