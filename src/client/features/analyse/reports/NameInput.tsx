import { InputGroup, Label } from '@blueprintjs/core';

/**
 * A report's or an instance's name (at most 100 characters), with the name check's refusal said under it while the
 * typed name is taken.
 */
export function NameInput({
  id,
  label,
  value,
  onChange,
  taken,
  autoFocus,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  taken: string | null;
  autoFocus?: boolean;
}) {
  return (
    <Label>
      {label}
      <InputGroup
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        autoFocus={autoFocus}
        required
        maxLength={100}
        intent={taken ? 'danger' : 'none'}
        aria-invalid={!!taken}
        aria-describedby={taken ? `${id}-error` : undefined}
      />
      {taken && (
        <span id={`${id}-error`} className="reports-why" role="alert">
          {taken}
        </span>
      )}
    </Label>
  );
}
