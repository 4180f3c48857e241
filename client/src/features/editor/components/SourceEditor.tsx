/**
 * @fileoverview The ABC source: a plain textarea (spellcheck off, monospace). Every change goes to
 * the store, which re-renders the score through the engine worker; every caret move highlights
 * the note under it.
 */

import type { Ref } from 'react';
import { useEditorStore, useEditorStoreApi } from '../store/context.tsx';
import { selectAbc } from '../store/sourceSlice.ts';

export function SourceEditor({ textareaRef }: { textareaRef: Ref<HTMLTextAreaElement> }) {
  const store = useEditorStoreApi();
  const abc = useEditorStore(selectAbc);

  return (
    <textarea
      ref={textareaRef}
      className="abc-source"
      data-testid="abc-source"
      aria-label="ABC source"
      value={abc}
      placeholder={'Open a song above, or type ABC here:\nX:1\nT:Title\nK:C\nCDEF GABc|'}
      spellCheck={false}
      autoCorrect="off"
      autoCapitalize="off"
      autoComplete="off"
      wrap="off"
      onChange={(event) => {
        store.getState().editSource(event.target.value);
        store.getState().moveCaret(event.target.selectionStart);
      }}
      onSelect={(event) => store.getState().moveCaret(event.currentTarget.selectionStart)}
    />
  );
}
