/**
 * @fileoverview The ABC source: a CodeMirror 6 editor with ABC syntax colouring, undo, search and
 * the engine's diagnostics underlined (source/sourceEditorSetup.ts). Every change goes to the
 * store, which re-renders the score through the engine worker; every caret move highlights the
 * note under it. The editable element keeps `data-testid="abc-source"`.
 */

import { useEffect, useRef } from 'react';
import { useEditorStoreApi } from '../store/context.tsx';
import { mountSourceEditor } from '../source/sourceEditorSetup.ts';
import './SourceEditor.css';

export function SourceEditor() {
  const store = useEditorStoreApi();
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (host === null) return;
    return mountSourceEditor(host, store);
  }, [store]);

  return <div className="source-editor" ref={hostRef} />;
}
