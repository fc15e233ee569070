/**
 * The Monaco options both studio editors share: the field's label, placeholder and read-only state, no minimap,
 * sizing with their box, suggestions from the studio only, and input through a textarea.
 */
export const studioEditorOptions = ({
  readOnly,
  ariaLabel,
  placeholder,
}: {
  readOnly: boolean;
  ariaLabel: string;
  placeholder?: string;
}) => ({
  readOnly,
  domReadOnly: readOnly,
  ariaLabel,
  placeholder,
  minimap: { enabled: false },
  scrollBeyondLastLine: false,
  automaticLayout: true,
  fixedOverflowWidgets: true,
  wordBasedSuggestions: 'off' as const,
  // Input through Monaco's textarea rather than an EditContext host: the studio's key handler knows a textarea
  // as a text field, so plain-key shortcuts ('g d', '?') never eat typed keys.
  editContext: false,
});
