/**
 * @fileoverview A textarea bound to one updateable song field of the editor store (`fields`,
 * `editField`): every keystroke is an edit, kept in the draft and sent by Save (app-spec 5).
 */

import { useEditorStore, useEditorStoreApi } from '../store/context.tsx';
import { selectField, type SongField } from '../store/sourceSlice.ts';

export interface FieldTextAreaProps {
  field: SongField;
  /** The visible label. */
  label: string;
  testId: string;
  placeholder?: string;
  /** BCP 47 language of the text, for fonts and spell checking (Bengali lyrics: 'bn'). */
  lang?: string;
  /** Called with the textarea's selected text when the selection changes. */
  onSelectText?(text: string): void;
}

export function FieldTextArea({ field, label, testId, placeholder, lang, onSelectText }: FieldTextAreaProps) {
  const store = useEditorStoreApi();
  const value = useEditorStore(selectField(field));
  const id = `field-${field}`;
  return (
    <div className="field-text">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        id={id}
        className="field-textarea"
        data-testid={testId}
        value={value}
        placeholder={placeholder}
        lang={lang}
        spellCheck={false}
        onChange={(event) => store.getState().editField(field, event.target.value)}
        onSelect={
          onSelectText === undefined
            ? undefined
            : (event) => {
                const { selectionStart, selectionEnd, value: text } = event.currentTarget;
                onSelectText(text.slice(selectionStart, selectionEnd));
              }
        }
      />
    </div>
  );
}
