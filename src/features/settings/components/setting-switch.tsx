import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'

/** A setting's on/off row: the label, "Ligado"/"Desligado", and the switch described by `id`-explanation. */
export function SettingSwitch({
  id,
  label,
  on,
  disabled,
  onChange,
}: {
  id: string
  label: string
  on: boolean
  disabled: boolean
  onChange: (next: boolean) => void
}) {
  return (
    <div className="flex items-center justify-between gap-4">
      <Label htmlFor={id} className="text-base">
        {label}
      </Label>
      <div className="flex items-center gap-2">
        <span className="text-sm text-slate-600" aria-hidden="true">
          {on ? 'Ligado' : 'Desligado'}
        </span>
        <Switch
          id={id}
          checked={on}
          onCheckedChange={onChange}
          disabled={disabled}
          aria-describedby={`${id}-explanation`}
        />
      </div>
    </div>
  )
}
