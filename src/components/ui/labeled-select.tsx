/**
 * A native select with a visible label: it works without JavaScript (as part of a GET form)
 * and uses the phone's own picker. Every option has a non-empty value.
 */
export function LabeledSelect<Value extends string>({
  label,
  name,
  value,
  options,
  labels,
  disabled,
  onChange,
}: {
  label: string;
  name: string;
  value: Value;
  options: readonly Value[];
  labels: Record<Value, string>;
  disabled: boolean;
  onChange: (value: Value) => void;
}) {
  return (
    <label className="block">
      <span className="text-sm font-semibold text-slate-800">{label}</span>
      <select
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
        disabled={disabled}
        className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 disabled:opacity-60"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
