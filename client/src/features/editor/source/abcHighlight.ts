/**
 * @fileoverview Colours of the ABC source (abcLanguage.ts tokens) and the editor's look. Every
 * colour reaches WCAG 2.1 AA contrast (4.5:1) on the white editor background (abcHighlight.test.ts
 * checks it), and no construct is told apart by colour alone where it matters: field labels, bar
 * lines and repeats are bold, comments and annotations italic, lyrics set apart by their line.
 */

import { HighlightStyle } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { ABC_TAGS, type AbcTokenName } from './abcLanguage.ts';

/** The editor background the colours are chosen against. */
export const SOURCE_BACKGROUND = '#ffffff';

/** Colour and emphasis of each ABC token. */
export const ABC_TOKEN_STYLES: Record<AbcTokenName, { color: string; fontWeight?: string; fontStyle?: string }> = {
  fieldLabel: { color: '#5b2a86', fontWeight: 'bold' },
  fieldValue: { color: '#1f4e79' },
  title: { color: '#1d2330', fontWeight: 'bold' },
  directive: { color: '#7a3e00', fontWeight: 'bold' },
  directiveArgument: { color: '#7a3e00' },
  comment: { color: '#5b6475', fontStyle: 'italic' },
  note: { color: '#1d2330' },
  accidental: { color: '#b5174f' },
  length: { color: '#1864ab' },
  rest: { color: '#2b6a0b' },
  bar: { color: '#3d4451', fontWeight: 'bold' },
  repeat: { color: '#9c1c47', fontWeight: 'bold' },
  decoration: { color: '#a33a00' },
  chordSymbol: { color: '#1a6b48' },
  annotation: { color: '#5f3dc4', fontStyle: 'italic' },
  chordBracket: { color: '#3d4451' },
  inlineField: { color: '#5b2a86' },
  grace: { color: '#0b6576' },
  tuplet: { color: '#1864ab', fontWeight: 'bold' },
  slur: { color: '#566070' },
  brokenRhythm: { color: '#566070' },
  lyric: { color: '#2f45b5' },
  lyricSeparator: { color: '#566070' },
  words: { color: '#2f45b5', fontStyle: 'italic' },
  continuation: { color: '#566070' },
  invalid: { color: '#c92a2a' },
};

/** The highlight style of the ABC tags. */
export const abcHighlightStyle = HighlightStyle.define(
  (Object.keys(ABC_TOKEN_STYLES) as AbcTokenName[]).map((name) => ({ tag: ABC_TAGS[name], ...ABC_TOKEN_STYLES[name] })),
);

/** The editor's frame: fills its pane, the code font of the page, a visible focus ring. */
export const sourceEditorTheme = EditorView.theme({
  '&': {
    flex: '1',
    minHeight: '0',
    height: '100%',
    backgroundColor: SOURCE_BACKGROUND,
    fontSize: '14px',
  },
  '&.cm-focused': { outline: '2px solid var(--brand)', outlineOffset: '-2px' },
  '.cm-scroller': { fontFamily: 'var(--font-code)', lineHeight: '1.5', overflow: 'auto' },
  '.cm-content': { padding: '0.5rem 0' },
  '.cm-gutters': { backgroundColor: '#f4f5f8', color: '#5b6475', borderRight: '1px solid var(--line)' },
  '.cm-activeLine': { backgroundColor: '#f3f0f8' },
  '.cm-activeLineGutter': { backgroundColor: '#e6def0' },
  '.cm-selectionMatch': { backgroundColor: '#fff3bf' },
  '.cm-searchMatch': { backgroundColor: '#ffec99', outline: '1px solid #e8a400' },
  '.cm-searchMatch-selected': { backgroundColor: '#ffd43b' },
});
