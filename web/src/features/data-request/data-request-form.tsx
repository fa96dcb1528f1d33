import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { Download, LoaderCircle, Trash2 } from 'lucide-react';
import { dataRequestFormSchema, type DataRequestType as RequestType } from '../../../../shared/rules/data-request';
import { validateField } from '../../../../shared/rules/field-errors';
import { Button } from '../../ui/controls/button';
import { Field, inputClasses } from '../../ui/controls/field';
import { useHydrated } from '../../ui/islands/use-hydrated';
import { useMessages } from '../../ui/format/i18n';

const types: { value: RequestType; icon: typeof Download }[] = [
  { value: 'access', icon: Download },
  { value: 'deletion', icon: Trash2 },
];

type Props = { pending: boolean; onSubmit: (email: string, type: RequestType) => void };

export function DataRequestForm({ pending, onSubmit }: Props) {
  const [email, setEmail] = useState('');
  const [type, setType] = useState<RequestType>('access');
  const [touched, setTouched] = useState(false);
  const hydrated = useHydrated();
  const { dataRequest: t } = useMessages();
  const error = touched ? validateField(dataRequestFormSchema, 'email', email) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const parsed = v.safeParse(dataRequestFormSchema, { email, type });
    if (parsed.success) onSubmit(parsed.output.email, parsed.output.type);
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="request-title">
      {/* The fields take input before React has come (decision 033): app/hydrate-island.tsx tells the
          form what the guest typed. Only the button waits for it, and while it is disabled, Enter in a
          field submits nothing either. */}
      <fieldset className="min-w-0 space-y-6">
        <Field id="dr-email" label={t.emailLabel} error={error} hint={t.emailHint}>
          {(p) => (
            <input
              {...p}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              onBlur={() => setTouched(true)}
              className={inputClasses}
            />
          )}
        </Field>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">{t.typeLegend}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {types.map(({ value, icon: Icon }) => (
              <label
                key={value}
                className="flex cursor-pointer gap-3 rounded-2xl border-2 border-sand bg-white p-4 transition-colors has-[:checked]:border-leaf has-[:checked]:bg-[#eef6f0] has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-turmeric"
              >
                <input
                  type="radio"
                  name="type"
                  value={value}
                  checked={type === value}
                  onChange={() => setType(value)}
                  className="mt-1 size-4 accent-leaf"
                />
                <span>
                  <span className="flex items-center gap-2 font-semibold text-ink">
                    <Icon aria-hidden="true" className="size-4 text-tamarind" />
                    {t.types[value].label}
                  </span>
                  <span className="mt-1 block text-sm text-muted">{t.types[value].text}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" size="lg" disabled={!hydrated || pending} className="w-full sm:w-auto">
          {pending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
          {pending ? t.processing : t.submit}
        </Button>
      </fieldset>
    </form>
  );
}
