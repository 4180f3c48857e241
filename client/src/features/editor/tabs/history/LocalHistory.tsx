/**
 * @fileoverview History > Local (app-spec 2.2; 9: "Local history values truncated to 25
 * characters in display"): the snapshots taken on this computer while typing
 * (localHistoryRecorder.ts), newest first, each restorable. Opening the list first saves the
 * snapshot still pending, so what was just typed is in it.
 */

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { displayValue } from './localHistory.ts';
import type { LocalHistoryRecorder } from './localHistoryRecorder.ts';
import { fieldLabel, formatWhen } from './historyLabels.ts';

const NO_ENTRIES: readonly never[] = [];

/** `visible`: the list is on screen (its tab and the History tab are chosen). */
export function LocalHistory({ recorder, visible }: { recorder: LocalHistoryRecorder | null; visible: boolean }) {
  const subscribe = useCallback((listener: () => void) => recorder?.subscribe(listener) ?? (() => undefined), [recorder]);
  const entries = useSyncExternalStore(subscribe, () => recorder?.entries() ?? NO_ENTRIES);
  useEffect(() => {
    if (visible) recorder?.flush();
  }, [recorder, visible]);

  if (entries.length === 0) {
    return (
      <p className="tab-status" data-testid="local-history-empty">
        No snapshots yet: they are taken when you pause typing or press Show.
      </p>
    );
  }
  const newestFirst = entries.map((entry, index) => ({ entry, index })).reverse();
  return (
    <table className="tab-table local-history" data-testid="local-history">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">What</th>
          <th scope="col">Value</th>
          <th scope="col">
            <span className="visually-hidden">Restore</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {newestFirst.map(({ entry, index }) => {
          const shown = displayValue(entry.value);
          return (
            <tr key={`${index}-${entry.at}`} data-testid="local-history-entry">
              <td className="muted">{formatWhen(entry.at)}</td>
              <td>{fieldLabel(entry.name)}</td>
              <td>
                <code className={shown.cut ? 'is-cut' : undefined} data-testid="local-history-value" title={entry.value.slice(0, 500)}>
                  {shown.text}
                </code>
              </td>
              <td>
                <button type="button" className="button button-small" data-testid="local-history-restore" onClick={() => recorder?.restore(entry)}>
                  Restore
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
