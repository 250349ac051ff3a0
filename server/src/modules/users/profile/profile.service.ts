import type {
  ProfileCompleteness,
  ScreeningField,
  StudentProfile,
  UpdateStudentProfileBodySchema,
} from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { studentProfiles, users } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors.ts';
import { screeningAnswerFault } from '../../assessments/screening/screening.answers.ts';
import { createScreeningFieldsService } from '../../assessments/screening/screening.profile-fields.service.ts';
import type { ModuleDeps } from '../../module-deps.ts';

/**
 * The profile screening (spec §7 Student). Saving may be partial (people fill it in steps); a
 * value must fit its active field (a choice among the field's choices; skills and interests also
 * take custom entries). The first time every required field is filled, admins get
 * `profile_completed` in the same transaction.
 */

type UpdateInput = z.output<typeof UpdateStudentProfileBodySchema>;
type ProfileRow = typeof studentProfiles.$inferSelect;
type Field = ScreeningField;

/** Built-in multiple-choice fields whose presets are suggestions: custom entries are allowed (spec §9). */
export const CUSTOM_ALLOWED_KEYS = ['skills', 'interests'] as const;

type Values = {
  educationLevel: string | null;
  experienceLevel: string | null;
  skills: string[];
  interests: string[];
  age: number | null;
  extra: Record<string, unknown>;
};

const EMPTY: Values = {
  educationLevel: null,
  experienceLevel: null,
  skills: [],
  interests: [],
  age: null,
  extra: {},
};

function fieldValue(values: Values, key: string): unknown {
  switch (key) {
    case 'educationLevel':
      return values.educationLevel;
    case 'experienceLevel':
      return values.experienceLevel;
    case 'skills':
      return values.skills;
    case 'interests':
      return values.interests;
    case 'age':
      return values.age;
    default:
      return values.extra[key];
  }
}

function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

export function profileCompleteness(fields: readonly Field[], values: Values): ProfileCompleteness {
  const active = fields.filter((field) => field.isActive);
  const filled = active.filter((field) => isFilled(fieldValue(values, field.key))).length;
  const missingRequired = active
    .filter((field) => field.isRequired && !isFilled(fieldValue(values, field.key)))
    .map((field) => field.key);
  return {
    filled,
    total: active.length,
    percentage: active.length === 0 ? 100 : Math.round((filled / active.length) * 100),
    missingRequired,
    isComplete: missingRequired.length === 0 && filled > 0,
  };
}

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', `${path}: ${message}`, { details: [{ path, message }] });
}

/** Checks one value against its field (the shared screening rule); answers the value to store. */
function checkValue(field: Field, path: string, value: unknown): unknown {
  if (value === null) return null;
  const allowCustom = (CUSTOM_ALLOWED_KEYS as readonly string[]).includes(field.key);
  const fault = screeningAnswerFault(field, value, { allowCustom });
  if (fault) throw invalid(path, fault);
  return value;
}

function toValues(row: ProfileRow | undefined): Values {
  if (!row) return EMPTY;
  return {
    educationLevel: row.educationLevel,
    experienceLevel: row.experienceLevel,
    skills: row.skills,
    interests: row.interests,
    age: row.age,
    extra: row.extra,
  };
}

export function createStudentProfileService(deps: ModuleDeps) {
  const { db, now } = deps;
  const screeningFields = createScreeningFieldsService(deps);

  async function activeFields(): Promise<Field[]> {
    return (await screeningFields.list()).filter((field) => field.isActive);
  }

  function toProfile(row: ProfileRow | undefined, fields: Field[]): StudentProfile {
    const values = toValues(row);
    return {
      ...values,
      extra: values.extra as StudentProfile['extra'],
      completedAt: row?.completedAt?.toISOString() ?? null,
      updatedAt: row?.updatedAt.toISOString() ?? null,
      completeness: profileCompleteness(fields, values),
    };
  }

  return {
    /** GET /student/screening-options — the active fields, in order. */
    async screeningOptions() {
      const fields = await activeFields();
      return {
        fields: fields.map(({ isActive: _active, ...field }) => field),
        customAllowedFor: [...CUSTOM_ALLOWED_KEYS],
      };
    },

    /** GET /student/profile — empty values (and completeness 0) before the first save. */
    async get(userId: string): Promise<StudentProfile> {
      const [[row], fields] = await Promise.all([
        db.select().from(studentProfiles).where(eq(studentProfiles.userId, userId)),
        activeFields(),
      ]);
      return toProfile(row, fields);
    },

    /** PUT /student/profile — merges the given fields into the stored profile. */
    async update(userId: string, input: UpdateInput): Promise<StudentProfile> {
      const fields = await activeFields();
      const byKey = new Map(fields.map((field) => [field.key, field]));
      const patch: Partial<Values> = {};
      const builtIn = ['educationLevel', 'experienceLevel', 'skills', 'interests', 'age'] as const;
      for (const key of builtIn) {
        const value = input[key];
        if (value === undefined) continue;
        const field = byKey.get(key);
        // A switched-off built-in field keeps its stored value; a value for it is ignored.
        if (!field) continue;
        (patch as Record<string, unknown>)[key] = checkValue(field, key, value);
      }
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(studentProfiles)
          .where(eq(studentProfiles.userId, userId))
          .for('update');
        const values = toValues(current);
        if (input.extra) {
          const extra = { ...values.extra };
          for (const [key, value] of Object.entries(input.extra)) {
            const field = byKey.get(key);
            if (!field || field.isSystem) throw invalid(`extra.${key}`, 'Unknown screening field');
            if (value === null) delete extra[key];
            else extra[key] = checkValue(field, `extra.${key}`, value);
          }
          patch.extra = extra;
        }
        const next: Values = { ...values, ...patch };
        const completeness = profileCompleteness(fields, next);
        const at = now();
        const firstComplete = completeness.isComplete && !current?.completedAt;
        const set = { ...next, updatedAt: at, ...(firstComplete ? { completedAt: at } : {}) };
        const [row] = await tx
          .insert(studentProfiles)
          .values({ userId, ...set, createdAt: at })
          .onConflictDoUpdate({ target: studentProfiles.userId, set })
          .returning();
        if (firstComplete) {
          const [person] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
          await deps.notifications.notifyAdmins(
            {
              type: 'profile_completed',
              title: 'Profile screening completed',
              message: `${person?.name ?? 'A student'} completed their profile screening.`,
              data: { userId },
            },
            tx,
          );
        }
        return toProfile(row, fields);
      });
    },
  };
}

export type StudentProfileService = ReturnType<typeof createStudentProfileService>;
