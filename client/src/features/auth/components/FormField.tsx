/**
 * @fileoverview One labelled input of an account form with its message underneath (app-spec 5's
 * validation words), tied together for screen readers (aria-invalid, aria-describedby).
 * Test hooks: the input's id is also its `data-testid`, and `${id}-error` its message's.
 */

interface FormFieldProps {
  /** The input's id; the message's id is `${id}-error`. */
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The message under the field; none when undefined. */
  error?: string;
  type?: 'text' | 'password';
  /** The browser's autofill hint: 'username', 'current-password', 'new-password'. */
  autoComplete: string;
  autoFocus?: boolean;
}

export function FormField({ id, label, value, onChange, error, type = 'text', autoComplete, autoFocus }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        data-testid={id}
        name={id}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error !== undefined}
        aria-describedby={error === undefined ? undefined : errorId}
      />
      {error !== undefined && (
        <p id={errorId} className="field-error" data-testid={errorId}>
          {error}
        </p>
      )}
    </>
  );
}
