/**
 * @fileoverview The ABC source inspector (app-spec 2.2): a song's ABC text, read only.
 */

export function AbcSourceInspector({ abc }: { abc: string }) {
  if (abc.trim() === '') return <p className="info-note">This song has no ABC source yet.</p>;
  return (
    <pre className="info-source" data-testid="inspector-source">
      {abc}
    </pre>
  );
}
