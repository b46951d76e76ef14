import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { loadToast } from '../../ui/toaster.tsx';
import { CONTACT_CATEGORIES, type ContactDraft, EMPTY_CONTACT_DRAFT } from './contact-categories.ts';
import { ContactFormField, inputClass } from './contact-form-field.tsx';
import { type ContactField, validateContact } from './contact-validation.ts';
import { CONTACT_MESSAGES } from './messages.ts';
import { primaryButton } from './styles.ts';

/** The simulated send time; the form makes no network call. */
export const CONTACT_SEND_DELAY_MS = 2000;

export interface ContactFormProps {
  sendDelayMs?: number;
}

interface FormError {
  message: string;
  fields: ContactField[];
}

export function ContactForm({ sendDelayMs = CONTACT_SEND_DELAY_MS }: ContactFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<ContactDraft>(EMPTY_CONTACT_DRAFT);
  const [error, setError] = useState<FormError | null>(null);
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const errorId = `${id}-error`;
  const invalid = (field: ContactField) => error?.fields.includes(field) ?? false;
  const fieldProps = (field: ContactField) => ({
    id: `${id}-${field}`,
    name: field,
    value: draft[field],
    required: true,
    disabled: sending,
    'aria-invalid': invalid(field) || undefined,
    'aria-describedby': invalid(field) ? errorId : undefined,
    className: inputClass,
  });

  const update =
    (field: keyof ContactDraft) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      setDraft((current) => ({ ...current, [field]: event.target.value }));
      setError(null);
    };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateContact(draft);
    if (!result.ok) {
      setError({ message: result.message, fields: result.fields });
      const first = event.currentTarget.elements.namedItem(result.fields[0] ?? 'name');
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    setError(null);
    setSending(true);
    timer.current = setTimeout(() => {
      setSending(false);
      setDraft(EMPTY_CONTACT_DRAFT);
      void loadToast().then((toast) => toast.success(CONTACT_MESSAGES.sent));
    }, sendDelayMs);
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={sending} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactFormField id={`${id}-name`} label="Name" required>
          <input type="text" autoComplete="name" onChange={update('name')} {...fieldProps('name')} />
        </ContactFormField>
        <ContactFormField id={`${id}-email`} label="Email" required>
          <input type="email" autoComplete="email" onChange={update('email')} {...fieldProps('email')} />
        </ContactFormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactFormField id={`${id}-subject`} label="Subject">
          <input
            id={`${id}-subject`}
            name="subject"
            type="text"
            value={draft.subject}
            onChange={update('subject')}
            disabled={sending}
            className={inputClass}
          />
        </ContactFormField>
        <ContactFormField id={`${id}-category`} label="Category">
          <select
            id={`${id}-category`}
            name="category"
            value={draft.category}
            onChange={update('category')}
            disabled={sending}
            className={inputClass}
          >
            {CONTACT_CATEGORIES.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </select>
        </ContactFormField>
      </div>
      <ContactFormField id={`${id}-message`} label="Message" required>
        <textarea rows={6} onChange={update('message')} {...fieldProps('message')} />
      </ContactFormField>
      <p className="text-sm text-stone-600">
        Fields marked <span aria-hidden="true">*</span> <span className="sr-only">with an asterisk</span> are required.
      </p>
      {error ? (
        <p id={errorId} role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {error.message}
        </p>
      ) : null}
      <button type="submit" disabled={sending} className={`${primaryButton} w-full sm:w-auto sm:justify-self-start`}>
        {sending ? CONTACT_MESSAGES.sending : CONTACT_MESSAGES.send}
      </button>
    </form>
  );
}
