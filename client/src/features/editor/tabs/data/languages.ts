/**
 * @fileoverview The archive's languages with their names (app-spec 9: "B Bengali, E English, BE
 * Bengali/English, F French, L Latin, S Sanskrit"); the codes are api-types' LANGUAGES.
 */

import type { LANGUAGES } from '../../../../../../server/src/api-types.ts';

export type LanguageCode = (typeof LANGUAGES)[number];

export const LANGUAGE_NAMES: readonly { code: LanguageCode; name: string }[] = [
  { code: 'B', name: 'Bengali' },
  { code: 'E', name: 'English' },
  { code: 'BE', name: 'Bengali/English' },
  { code: 'F', name: 'French' },
  { code: 'L', name: 'Latin' },
  { code: 'S', name: 'Sanskrit' },
];
