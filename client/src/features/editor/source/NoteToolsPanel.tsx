/**
 * @fileoverview The Gr/Note sub-tab: tools on the notes selected in the ABC source (noteTools.ts):
 * grace notes on and off, transpose by a semitone or an octave, halve or double the lengths.
 * With no selection, a tool acts on the note at the caret.
 */

import { useState } from 'react';
import type { EditorView } from '@codemirror/view';
import { applyToolChanges } from './applyTool.ts';
import { scaleLengths, toggleGrace, transposeSelection, type TextRange, type ToolResult } from './noteTools.ts';

interface NoteTool {
  id: string;
  label: string;
  title: string;
  run(text: string, range: TextRange): ToolResult;
}

const NOTE_TOOLS: readonly NoteTool[] = [
  { id: 'grace', label: 'Grace {…}', title: 'Make the selected notes grace notes, or undo it', run: toggleGrace },
  { id: 'semitone-up', label: 'Semitone ↑', title: 'Transpose the selection a semitone up', run: (text, range) => transposeSelection(text, range, 1) },
  { id: 'semitone-down', label: 'Semitone ↓', title: 'Transpose the selection a semitone down', run: (text, range) => transposeSelection(text, range, -1) },
  { id: 'octave-up', label: 'Octave ↑', title: 'Transpose the selection an octave up', run: (text, range) => transposeSelection(text, range, 12) },
  { id: 'octave-down', label: 'Octave ↓', title: 'Transpose the selection an octave down', run: (text, range) => transposeSelection(text, range, -12) },
  { id: 'halve', label: 'Halve lengths', title: 'Halve the lengths of the selected notes and rests', run: (text, range) => scaleLengths(text, range, 0.5) },
  { id: 'double', label: 'Double lengths', title: 'Double the lengths of the selected notes and rests', run: (text, range) => scaleLengths(text, range, 2) },
];

export function NoteToolsPanel({ view }: { view: EditorView }) {
  const [message, setMessage] = useState('');

  const run = (tool: NoteTool) => {
    const { from, to } = view.state.selection.main;
    const result = tool.run(view.state.doc.toString(), { from, to });
    if ('reason' in result) setMessage(result.reason);
    else {
      applyToolChanges(view, result.changes, `input.${tool.id}`);
      setMessage(result.changes.length === 0 ? 'Nothing to change.' : '');
    }
  };

  return (
    <div className="editor-tool note-tools">
      <div className="editor-tool-buttons">
        {NOTE_TOOLS.map((tool) => (
          <button key={tool.id} type="button" className="button" title={tool.title} data-testid={`note-tool-${tool.id}`} onClick={() => run(tool)}>
            {tool.label}
          </button>
        ))}
      </div>
      <p className="editor-tool-message" role="status">
        {message}
      </p>
    </div>
  );
}
