// A plain select of value/label options (a stage, a tag), with an optional first 'choose' prompt.
interface OptionSelectProps {
  id: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  prompt?: string;
}

export function OptionSelect({ id, name, options, prompt }: OptionSelectProps) {
  return (
    <select className="select" id={id} name={name} defaultValue="">
      {prompt !== undefined ? <option value="">{prompt}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
