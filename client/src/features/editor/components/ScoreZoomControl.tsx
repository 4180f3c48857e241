/**
 * @fileoverview The score's zoom: fit to the pane (the default), or 100% to 200% of the page's own
 * size, for reading small notes on a laptop screen. The engine's layout does not change.
 */

import { useEditorStore, useEditorStoreApi } from '../store/context.tsx';
import { SCORE_ZOOMS, selectScoreZoom, type ScoreZoom } from '../store/uiSlice.ts';

const LABELS: Record<ScoreZoom, string> = { fit: 'Fit width', '1': '100%', '1.25': '125%', '1.5': '150%', '2': '200%' };

export function ScoreZoomControl() {
  const store = useEditorStoreApi();
  const zoom = useEditorStore(selectScoreZoom);
  return (
    <label className="score-zoom">
      <span>Zoom</span>
      <select
        data-testid="score-zoom"
        value={zoom}
        onChange={(event) => store.getState().setScoreZoom(event.target.value as ScoreZoom)}
      >
        {SCORE_ZOOMS.map((value) => (
          <option key={value} value={value}>
            {LABELS[value]}
          </option>
        ))}
      </select>
    </label>
  );
}
