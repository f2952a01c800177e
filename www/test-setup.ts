// Every test file: the words of the page's language are there before its tests run
// (i18n fetches them on demand, as a page does before it shows text).
import { beforeAll } from 'vitest';
import { wordsReady } from './i18n/i18n';

beforeAll(() => wordsReady());
