/**
 * @fileoverview The save conflict dialog (DESIGN.md 4: "a stale version is a 409 and nothing is
 * lost"; issue 6: "a conflict shows both versions and lets the editor keep theirs, take the stored
 * one, or merge by hand"). It lists every field whose value in the editor differs from the song as
 * stored now, with both versions, and offers three ways on:
 *
 * - Keep mine: the editor's edited fields are saved over the stored song, with its version;
 * - Take stored: the stored song replaces the editor's values, which are set aside in this
 *   browser and can be brought back from the song heading (sourceSlice `takeStored`);
 * - Merge by hand: an editable merged value per field, prefilled with both sides' changes
 *   (conflict markers where they clash, mergeText.ts), saved once no marker is left.
 *
 * Closing the dialog keeps the conflict: the notice reopens it, and the text stays in the editor.
 */

import { useEffect, useMemo, useRef, useState } from 'react';
import type { Song, UpdateableSongField } from '../../../../../server/src/api-types.ts';
import { saveOpenSong } from '../hooks/useSaveSong.ts';
import { useEditorStore, useEditorStoreApi } from '../store/context.tsx';
import { selectAbc, selectFields, selectSavedAbc, selectSavedFields, selectSavedIsBase } from '../store/sourceSlice.ts';
import { selectConflict, selectConflictDialogOpen } from '../store/uiSlice.ts';
import { type ChangedBy, type FieldConflict, fieldConflicts, keepYoursValues, mergedValues } from './conflictFields.ts';
import { FieldDiff } from './FieldDiff.tsx';
import { CONFLICT_MARKERS, hasConflictMarkers } from './mergeText.ts';
import './ConflictDialog.css';

const CHANGED_BY: Record<ChangedBy, string> = {
  both: 'changed by you and in the stored song',
  yours: 'changed by you',
  stored: 'changed only in the stored song: kept whatever you choose',
};

/** Mounts the dialog while the open song has an unresolved conflict and its dialog is open. */
export function ConflictDialog() {
  const open = useEditorStore(selectConflictDialogOpen);
  const stored = useEditorStore(selectConflict);
  if (!open || stored === null) return null;
  // Keyed by the stored version: a second conflict starts the dialog afresh.
  return <ConflictDialogBody key={stored.version} stored={stored} />;
}

function ConflictDialogBody({ stored }: { stored: Song }) {
  const store = useEditorStoreApi();
  const abc = useEditorStore(selectAbc);
  const fields = useEditorStore(selectFields);
  const savedAbc = useEditorStore(selectSavedAbc);
  const savedFields = useEditorStore(selectSavedFields);
  const savedIsBase = useEditorStore(selectSavedIsBase);
  const conflicts = useMemo(
    () => fieldConflicts({ abc, fields }, { abc: savedAbc, fields: savedFields }, savedIsBase, stored),
    [abc, fields, savedAbc, savedFields, savedIsBase, stored],
  );
  const [merging, setMerging] = useState(false);
  const [merged, setMerged] = useState<Partial<Record<UpdateableSongField, string>>>({});
  const dialogRef = useRef<HTMLDialogElement>(null);

  // A modal <dialog>: focus stays inside and the page behind is inert until it closes. It is not
  // closed on unmount: leaving the document takes it out of the top layer, and a close() here
  // would fire `close`, which (after React's development double mount) would shut the dialog.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog !== null && !dialog.open) dialog.showModal();
  }, []);

  const keepMine = () => {
    store.getState().rebaseOnto(stored, keepYoursValues(conflicts, stored));
    store.getState().conflictResolved();
    void saveOpenSong(store);
  };

  const takeStored = () => {
    store.getState().takeStored(stored);
    store.getState().conflictResolved();
    store.getState().showNotice({
      kind: 'info',
      text: `Loaded the stored song (version ${stored.version}). Your text is set aside in this browser: “Bring it back” returns it.`,
    });
  };

  const valueOf = (conflict: FieldConflict): string => merged[conflict.field] ?? conflict.merged;
  const markersLeft = merging && conflicts.some((conflict) => hasConflictMarkers(valueOf(conflict)));

  const saveMerged = () => {
    if (markersLeft) return;
    store.getState().rebaseOnto(stored, mergedValues(conflicts, stored, merged));
    store.getState().conflictResolved();
    void saveOpenSong(store);
  };

  return (
    <dialog
      ref={dialogRef}
      className="conflict-dialog"
      data-testid="conflict-dialog"
      aria-labelledby="conflict-dialog-title"
      // Escape closes the dialog; the conflict stays, reopened from the notice.
      onClose={() => store.getState().closeConflictDialog()}
    >
      <header className="conflict-dialog-header">
        <h2 id="conflict-dialog-title">Someone else saved “{stored.title}”</h2>
        <p>
          The song is now version {stored.version} (saved {new Date(stored.updated_at).toLocaleString()}); your text was
          typed on an earlier version and has not been saved. {merging ? 'Edit the merged values, then save them.' : 'Compare, then choose what to keep.'}
        </p>
      </header>

      <div className="conflict-dialog-fields">
        {conflicts.length === 0 && <p>Your values and the stored ones are the same: choose Keep mine to carry on.</p>}
        {conflicts.map((conflict) => (
          <section key={conflict.field} className="conflict-field" data-testid="conflict-field" data-field={conflict.field}>
            <h3>
              {conflict.label} <span className="conflict-field-who">({CHANGED_BY[conflict.changedBy]})</span>
            </h3>
            {merging ? (
              <MergeEditor conflict={conflict} value={valueOf(conflict)} onChange={(value) => setMerged((previous) => ({ ...previous, [conflict.field]: value }))} />
            ) : (
              <FieldDiff stored={conflict.stored} yours={conflict.yours} />
            )}
          </section>
        ))}
      </div>

      <footer className="conflict-dialog-actions">
        {merging ? (
          <>
            {markersLeft && (
              <p className="conflict-dialog-warning" role="alert" data-testid="conflict-markers-left">
                Resolve every place between “{CONFLICT_MARKERS.yours}” and “{CONFLICT_MARKERS.stored}” before saving.
              </p>
            )}
            <button type="button" className="button" onClick={() => setMerging(false)}>
              Back to the comparison
            </button>
            <button type="button" className="button button-primary" data-testid="conflict-save-merged" disabled={markersLeft} onClick={saveMerged}>
              Save the merge
            </button>
          </>
        ) : (
          <>
            <button type="button" className="button button-primary" data-testid="conflict-keep-mine" onClick={keepMine} title="Save your changes over the stored song">
              Keep mine
            </button>
            <button type="button" className="button" data-testid="conflict-take-stored" onClick={takeStored} title="Load the stored song; your text is set aside and can be brought back">
              Take stored
            </button>
            <button type="button" className="button" data-testid="conflict-merge" onClick={() => setMerging(true)}>
              Merge by hand
            </button>
          </>
        )}
        <button type="button" className="button" data-testid="conflict-close" onClick={() => store.getState().closeConflictDialog()}>
          Decide later
        </button>
      </footer>
    </dialog>
  );
}

/** One field's merged value: a line for title, date and language, a text area for the rest. */
function MergeEditor({ conflict, value, onChange }: { conflict: FieldConflict; value: string; onChange: (value: string) => void }) {
  const testId = `merge-field-${conflict.field}`;
  if (conflict.singleLine) {
    return (
      <div className="merge-single">
        <input className="merge-input" data-testid={testId} aria-label={`Merged ${conflict.label}`} value={value} onChange={(event) => onChange(event.target.value)} />
        <p className="merge-stored">
          Stored: <code>{conflict.stored === '' ? '(empty)' : conflict.stored}</code>
        </p>
      </div>
    );
  }
  return (
    <textarea
      className="merge-text"
      data-testid={testId}
      aria-label={`Merged ${conflict.label}`}
      value={value}
      spellCheck={false}
      // ABC lines stay whole, as in the source editor, so the markers line up with what they mark.
      wrap="off"
      rows={Math.min(16, Math.max(4, value.split('\n').length + 1))}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
