/**
 * @fileoverview The Margins sub-tab (app-spec 2.2: default 100, steps of 20, a left or right
 * direction): sets the first tune's left or right page margin as a `%%leftmargin` or
 * `%%rightmargin` directive in its header (marginDirective.ts says why in the source).
 */

import { useState } from 'react';
import type { EditorView } from '@codemirror/view';
import { useEditorStore } from '../store/context.tsx';
import { selectAbc } from '../store/sourceSlice.ts';
import { applyToolChanges } from './applyTool.ts';
import { clampMargin, DEFAULT_MARGIN, MARGIN_STEP, MAX_MARGIN, readMargin, removeMargin, setMargin, type MarginSide } from './marginDirective.ts';

export function MarginsPanel({ view }: { view: EditorView }) {
  // Subscribed to re-render on every change; offsets are read from the editor's own document.
  useEditorStore(selectAbc);
  const abc = view.state.doc.toString();
  const [side, setSide] = useState<MarginSide>('left');
  const current = readMargin(abc, side);
  // The value field starts at the margin the source sets, or the tool's default.
  const [value, setValue] = useState(() => current ?? DEFAULT_MARGIN);

  /** Writes `pixels` as the margin of the chosen side, and shows it. */
  const write = (pixels: number) => {
    const margin = clampMargin(pixels);
    setValue(margin);
    applyToolChanges(view, [setMargin(view.state.doc.toString(), side, margin)], 'input.margin');
  };

  return (
    <div className="editor-tool margins-tool">
      <fieldset className="editor-tool-options">
        <legend>Direction</legend>
        {(['left', 'right'] as const).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="margin-side"
              value={option}
              checked={side === option}
              data-testid={`margin-side-${option}`}
              onChange={() => {
                setSide(option);
                setValue(readMargin(abc, option) ?? DEFAULT_MARGIN);
              }}
            />
            {option === 'left' ? 'Left' : 'Right'}
          </label>
        ))}
      </fieldset>
      <div className="editor-tool-buttons">
        <button type="button" className="button" data-testid="margin-less" title={`${MARGIN_STEP} px narrower`} onClick={() => write((current ?? value) - MARGIN_STEP)}>
          −{MARGIN_STEP}
        </button>
        <label className="editor-tool-field margin-value">
          <span>Margin (px)</span>
          <input
            type="number"
            min={0}
            max={MAX_MARGIN}
            step={MARGIN_STEP}
            value={value}
            data-testid="margin-value"
            onChange={(event) => setValue(Number(event.target.value))}
          />
        </label>
        <button type="button" className="button" data-testid="margin-more" title={`${MARGIN_STEP} px wider`} onClick={() => write((current ?? value) + MARGIN_STEP)}>
          +{MARGIN_STEP}
        </button>
        <button type="button" className="button" data-testid="margin-set" onClick={() => write(value)}>
          Set
        </button>
        <button
          type="button"
          className="button"
          data-testid="margin-remove"
          disabled={current === null}
          onClick={() => {
            const change = removeMargin(view.state.doc.toString(), side);
            if (change !== null) applyToolChanges(view, [change], 'input.margin');
          }}
        >
          Remove
        </button>
      </div>
      <p className="editor-tool-message" role="status">
        {current === null ? `The score has the default ${side} margin.` : `The ${side} margin is ${current} px (%%${side}margin).`}
      </p>
    </div>
  );
}
