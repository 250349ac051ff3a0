import { REMINDER_MESSAGE_MAX, REMINDER_TITLES, REMINDER_TYPES, type ReminderType } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

export type ReminderDraft = { type: ReminderType; message: string };

export const EMPTY_REMINDER: ReminderDraft = { type: 'assessment_pending', message: '' };

type ReminderFieldsProps = {
  value: ReminderDraft;
  onChange: (value: ReminderDraft) => void;
  /** The message's error (empty message, or the server's validation text). */
  error?: string;
  disabled?: boolean;
};

/** The reminder's kind (sent with its fixed title) and the message. */
export function ReminderFields({ value, onChange, error, disabled }: ReminderFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <Field label={t('adminStudents.remind.typeLabel')} hint={t('adminStudents.remind.typeHint')}>
        {(control) => (
          <Select
            {...control}
            value={value.type}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, type: event.target.value as ReminderType })}
          >
            {REMINDER_TYPES.map((type) => (
              <option key={type} value={type}>
                {REMINDER_TITLES[type]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label={t('adminStudents.remind.messageLabel')}
        hint={t('adminStudents.remind.messageHint', { max: REMINDER_MESSAGE_MAX })}
        error={error}
      >
        {(control) => (
          <Textarea
            {...control}
            value={value.message}
            maxLength={REMINDER_MESSAGE_MAX}
            disabled={disabled}
            placeholder={t('adminStudents.remind.messagePlaceholder')}
            onChange={(event) => onChange({ ...value, message: event.target.value })}
          />
        )}
      </Field>
    </div>
  );
}
