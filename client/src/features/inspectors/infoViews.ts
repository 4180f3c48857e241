/**
 * @fileoverview Which views the info popup offers for a subject (app-spec 2.2: "views Name, menu,
 * source, score, lyrics"), and where it is placed ("placed right for songs"). An image or a file
 * has no ABC of its own to show: its views are Name and menu, the menu holding the image
 * inspector's 'Songs in this image' table.
 */

import type { InfoSubject, InfoView } from '../wizard/wizardStore.ts';

export const INFO_VIEW_LABELS: Record<InfoView, string> = {
  name: 'Name',
  menu: 'Menu',
  source: 'Source',
  score: 'Score',
  lyrics: 'Lyrics',
};

/** The views of `subject`, in app-spec 2.2's order. */
export function viewsOf(subject: Pick<InfoSubject, 'kind' | 'abc'>): InfoView[] {
  if (subject.kind === 'song') return ['name', 'menu', 'source', 'score', 'lyrics'];
  if (subject.kind === 'file' && subject.abc !== undefined) return ['name', 'menu', 'source', 'score'];
  return ['name', 'menu'];
}

/** The view to show: the requested one when the subject has it, else its first. */
export function shownView(subject: Pick<InfoSubject, 'kind' | 'abc'>, requested: InfoView): InfoView {
  const views = viewsOf(subject);
  return views.includes(requested) ? requested : (views[0] ?? 'name');
}

/** Where the popup stands: right of the page for songs, left (beside the image panel) otherwise. */
export function placementOf(subject: Pick<InfoSubject, 'kind'>): 'right' | 'left' {
  return subject.kind === 'song' ? 'right' : 'left';
}
