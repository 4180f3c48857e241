/**
 * @fileoverview The Editor tab's tools (app-spec 2.2): the sub-tabs Gr/Note (grace notes,
 * transpose, lengths), Srch/Repl (find and replace), Margins (left or right page margin) and
 * Comments (toggle `%`, jump to comment lines). Each acts on this editor's ABC source through its
 * CodeMirror view (sourceViews.ts), so every change is one undoable step and re-renders the score.
 *
 * The sub-tab index may be controlled by the tabs container (to remember it); either way it is
 * clamped to 0..3 (editorSubTabs.ts, app-spec 5).
 */

import { useState, type KeyboardEvent, type ReactNode } from 'react';
import type { EditorView } from '@codemirror/view';
import { CommentsPanel } from './CommentsPanel.tsx';
import { clampEditorSubTab, EDITOR_SUB_TABS, type EditorSubTabId } from './editorSubTabs.ts';
import { MarginsPanel } from './MarginsPanel.tsx';
import { NoteToolsPanel } from './NoteToolsPanel.tsx';
import { SearchReplacePanel } from './SearchReplacePanel.tsx';
import { useSourceView } from './sourceViews.ts';
import './EditorToolsTab.css';

export interface EditorToolsTabProps {
  /** The sub-tab to show (clamped); uncontrolled when absent. */
  subTab?: number;
  /** Called with the clamped index when the user picks a sub-tab. */
  onSubTabChange?(index: number): void;
}

const PANELS: Record<EditorSubTabId, (view: EditorView) => ReactNode> = {
  notes: (view) => <NoteToolsPanel view={view} />,
  search: (view) => <SearchReplacePanel view={view} />,
  margins: (view) => <MarginsPanel view={view} />,
  comments: (view) => <CommentsPanel view={view} />,
};

/** Where ArrowLeft/ArrowRight/Home/End move in the strip (WAI-ARIA Authoring Practices, "Tabs"). */
function indexAfterKey(key: string, current: number): number | null {
  const count = EDITOR_SUB_TABS.length;
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export function EditorToolsTab({ subTab, onSubTabChange }: EditorToolsTabProps = {}) {
  const view = useSourceView();
  const [ownIndex, setOwnIndex] = useState(0);
  const selected = clampEditorSubTab(subTab ?? ownIndex);
  const tab = EDITOR_SUB_TABS[selected];

  const select = (index: number) => {
    const clamped = clampEditorSubTab(index);
    setOwnIndex(clamped);
    onSubTabChange?.(clamped);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = indexAfterKey(event.key, selected);
    if (next === null) return;
    event.preventDefault();
    select(next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div className="editor-tools" data-testid="editor-tools">
      <div role="tablist" aria-label="Editor tools" className="editor-tools-strip" onKeyDown={onKeyDown}>
        {EDITOR_SUB_TABS.map((subTabEntry, index) => (
          <button
            key={subTabEntry.id}
            type="button"
            role="tab"
            id={`editor-tools-tab-${subTabEntry.id}`}
            aria-controls={`editor-tools-panel-${subTabEntry.id}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            className="editor-tools-tab"
            data-testid={`editor-tools-tab-${subTabEntry.id}`}
            onClick={() => select(index)}
          >
            {subTabEntry.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`editor-tools-panel-${tab.id}`} aria-labelledby={`editor-tools-tab-${tab.id}`} className="editor-tools-panel">
        {view === null ? <p className="editor-tool-message">The ABC source is not open.</p> : PANELS[tab.id](view)}
      </div>
    </div>
  );
}
