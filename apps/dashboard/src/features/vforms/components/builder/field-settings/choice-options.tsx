/** A choice field's options: rename, remove (one must stay) and add; no two may be the same. */
import { ZVFormFieldSettings } from '@verity/client';
import { Button } from '../../../../../components/ui/button';
import { checkWith, DraftTextField, SettingsGroup } from '../controls';

const checkOption = checkWith(ZVFormFieldSettings.shape.options.unwrap().element);

export function ChoiceOptions({
  options,
  onChange,
}: {
  options: readonly string[];
  onChange(options: string[]): void;
}) {
  const nextName = () => {
    let n = options.length + 1;
    while (options.includes(`Option ${n}`)) n += 1;
    return `Option ${n}`;
  };
  return (
    <SettingsGroup title="Options">
      <ol className="flex flex-col gap-2">
        {options.map((option, index) => (
          // Options are plain strings and may repeat while being typed: their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="flex items-end gap-2">
            <div className="flex-1">
              <DraftTextField
                label={`Option ${index + 1}`}
                value={option}
                check={(text) =>
                  checkOption(text) ??
                  (options.some((other, at) => at !== index && other.trim() === text.trim())
                    ? 'The options field should not repeat an option'
                    : undefined)
                }
                onCommit={(text) => onChange(options.map((other, at) => (at === index ? text : other)))}
              />
            </div>
            <Button
              variant="ghost"
              disabled={options.length <= 1}
              aria-label={`Remove option ${index + 1}`}
              onClick={() => onChange(options.filter((_, at) => at !== index))}
            >
              Remove
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        disabled={options.length >= 100}
        onClick={() => onChange([...options, nextName()])}
      >
        Add option
      </Button>
    </SettingsGroup>
  );
}
