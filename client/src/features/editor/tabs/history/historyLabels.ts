/**
 * @fileoverview How the History tab names what an entry holds: the field names of app-spec 3
 * ("Edit-field names map abc_source to source, text to lyrics"), for people.
 */

const LABELS: Readonly<Record<string, string>> = {
  abc_source: 'Source',
  source: 'Source',
  abc_lyrics: 'ABC lyrics',
  text: 'Lyrics',
  title: 'Title',
  date: 'Date',
  notes: 'Notes',
  language: 'Language',
  translation: 'Translation',
  workflow_status: 'Workflow status',
};

/** The label of field `name` ('abc_source' -> 'Source'); an unknown name as it is. */
export function fieldLabel(name: string): string {
  return LABELS[name] ?? name;
}

/** A local, readable time of an ISO 8601 instant; the text itself when it does not parse. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}
